import 'server-only'
import { unstable_cache } from 'next/cache'
import type { TypedDocumentNode } from '@apollo/client'
import { createHash } from 'node:crypto'
import { getOperationAST, print } from 'graphql'
import { CACHE_TAGS, CATALOG_REVALIDATE_SECONDS } from '@/graphql/cache-tags'
import type { Shopper } from '@/graphql/shopper'
import { serverQuery } from './server-client'

/**
 * Store data carries links built from the deployment's URL configuration; the data cache outlives a
 * restart (and a rebuild), so that configuration is part of every key.
 */
const DEPLOYMENT_URLS = `${process.env.STOREFRONT_URL_TEMPLATE ?? ''}|${process.env.STOREFRONT_HOSTS ?? ''}`

/**
 * The query's own text is part of the key too: an entry written by an earlier build under the same
 * operation name would otherwise answer a query that now asks for more fields, without them.
 */
const documentKeys = new WeakMap<object, string>()
function documentKey(query: TypedDocumentNode<unknown, never>): string {
  let key = documentKeys.get(query)
  if (!key) {
    key = createHash('sha256').update(print(query)).digest('hex').slice(0, 16)
    documentKeys.set(query, key)
  }
  return key
}

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
    ['graphql', name, documentKey(query as TypedDocumentNode<unknown, never>), anonymous.storefrontCode, anonymous.language, JSON.stringify(variables), DEPLOYMENT_URLS],
    {
      tags: [CACHE_TAGS.catalog, CACHE_TAGS.catalogOf(anonymous.storefrontCode), CACHE_TAGS.catalogOfLanguage(anonymous.storefrontCode, anonymous.language)],
      revalidate: CATALOG_REVALIDATE_SECONDS,
    },
  )
  return run()
}
