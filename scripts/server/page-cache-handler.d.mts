export function isStorable(data: { kind: string; status?: number } | null | Record<string, unknown>): boolean
declare const PageCacheHandler: new (...args: unknown[]) => unknown
export default PageCacheHandler
