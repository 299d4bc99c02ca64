import 'server-only'
import { cache } from 'react'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { TaxonomyDocument, type Vocabulary } from '@/graphql/generated/operations'
import type { PageContext } from './page-context'

const loadVocabulary = cache(async (context: PageContext, vocabulary: Vocabulary) => {
  const data = await cachedCatalogQuery(context.shopper, TaxonomyDocument, { vocabulary })
  return data.taxonomy.terms
})

/** The storefront's gift-card categories (cached with the catalogue); once per request for metadata and page. */
export const loadCategories = (context: PageContext) => loadVocabulary(context, 'cb_api_giftcard_categories')
/** The gift-card types (digital, physical, …) that listings filter by. */
export const loadTypes = (context: PageContext) => loadVocabulary(context, 'cb_api_giftcard_types')
