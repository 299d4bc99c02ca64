import 'server-only'
import { unstable_cache } from 'next/cache'
import type { TypedDocumentNode } from '@apollo/client'
import { getOperationAST } from 'graphql'
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from './cache-tags'
import { serverQuery } from './server-client'
import type { Shopper } from './shopper'

/**
 * Store data carries links built from the deployment's URL configuration; the data cache outlives a
 * restart (and a rebuild), so that configuration is part of every key.
 */
const DEPLOYMENT_URLS = `${process.env.STOREFRONT_URL_TEMPLATE ?? ''}|${process.env.STOREFRONT_HOSTS ?? ''}`

/**
 * A catalogue query cached per storefront, language and variables, tagged so that a catalogue
 * change invalidates it (and the pages rendered from it). Only for data that is the same for every
 * visitor: never pass a redeem token or anything personal through here.
 */
export async function cachedCatalogQuery<TData, TVariables extends Record<string, unknown>>(
  shopper: Shopper,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'userData'>,
): Promise<TData> {
  const anonymous: Shopper = { ...shopper, redeemToken: null, pathname: undefined }
  const name = getOperationAST(query)?.name?.value ?? 'anonymous'
  const run = unstable_cache(
    () => serverQuery(anonymous, query, variables),
    ['graphql', name, anonymous.storefrontCode, anonymous.language, JSON.stringify(variables), DEPLOYMENT_URLS],
    {
      tags: [CACHE_TAGS.catalog, CACHE_TAGS.catalogOf(anonymous.storefrontCode), CACHE_TAGS.catalogOfLanguage(anonymous.storefrontCode, anonymous.language)],
      revalidate: CATALOG_REVALIDATE_SECONDS,
    },
  )
  return run()
}
