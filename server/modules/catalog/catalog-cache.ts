import 'server-only'
import { revalidateTag } from 'next/cache'
import { CACHE_TAGS } from '@/graphql/cache-tags'
import type { Db } from '@/server/db/types'
import { announceCatalogChange } from './catalog-changes'
import { forgetCatalogAnswers } from './catalog-memo'

/**
 * Drops cached catalogue pages after the catalogue changed: all storefronts, or one. `expire: 0`
 * makes the next visit render fresh data instead of serving the stale page once more. The API's
 * remembered listings go too (all of them: cheap to rebuild, and never wrong). Then every other
 * instance is told (catalog-changes.ts); that step fails when the database cannot be reached.
 */
export async function invalidateCatalog(db: Db, storefrontCode?: string): Promise<string> {
  forgetCatalogAnswers()
  const tag = storefrontCode ? CACHE_TAGS.catalogOf(storefrontCode) : CACHE_TAGS.catalog
  revalidateTag(tag, { expire: 0 })
  await announceCatalogChange(db, storefrontCode)
  return tag
}
