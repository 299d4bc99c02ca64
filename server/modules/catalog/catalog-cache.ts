import 'server-only'
import { revalidateTag } from 'next/cache'
import { CACHE_TAGS } from '@/graphql/cache-tags'
import { forgetCatalogAnswers } from './catalog-memo'

/**
 * Drops cached catalogue pages after the catalogue changed: all storefronts, or one. `expire: 0`
 * makes the next visit render fresh data instead of serving the stale page once more. The API's
 * remembered listings go too (all of them: cheap to rebuild, and never wrong).
 */
export function invalidateCatalog(storefrontCode?: string): string {
  forgetCatalogAnswers()
  const tag = storefrontCode ? CACHE_TAGS.catalogOf(storefrontCode) : CACHE_TAGS.catalog
  revalidateTag(tag, { expire: 0 })
  return tag
}
