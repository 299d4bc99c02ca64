export declare const MODULE_OWNS: Record<string, string>
export declare const MAP_START: string
export declare const MAP_END: string
export declare function moduleMap(): string
export declare function withCurrentMap(page: string): string
