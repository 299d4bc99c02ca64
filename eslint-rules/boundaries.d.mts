export declare const MODULE_LAYERS: Record<string, number>
export declare function boundaryZones(): Array<{ target: string | string[]; from: string | string[]; message: string }>
