export declare const MODULE_LAYERS: Record<string, number>
export declare const SEEDING_ENTRY_POINTS: readonly string[]
export declare function boundaryZones(): Array<{ target: string | string[]; from: string | string[]; message: string }>
