export function isStorable(data: { kind: string; status?: number } | null | Record<string, unknown>): boolean
export function refusesItsArguments(data: { kind: string; data?: { body?: unknown } } | null | undefined): boolean
export const EXPIRE_CACHE_TAGS_KEY: unique symbol
export function expireCacheTags(tags: string[]): Promise<void>
declare const PageCacheHandler: new (...args: unknown[]) => unknown
export default PageCacheHandler
