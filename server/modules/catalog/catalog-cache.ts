import 'server-only'
import { revalidateTag } from 'next/cache'
import { CACHE_TAGS } from '@/graphql/cache-tags'

/**
 * Drops cached catalogue pages after the catalogue changed: all storefronts, or one. `expire: 0`
 * makes the next visit render fresh data instead of serving the stale page once more.
 */
export function invalidateCatalog(storefrontCode?: string): string {
  const tag = storefrontCode ? CACHE_TAGS.catalogOf(storefrontCode) : CACHE_TAGS.catalog
  revalidateTag(tag, { expire: 0 })
  return tag
}
