import 'server-only'
import { ApolloLink } from '@apollo/client'
import type { TypedDocumentNode } from '@apollo/client'
import { SchemaLink } from '@apollo/client/link/schema'
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs'
import { createShopperLink } from '@/graphql/shopper-link'
import type { Shopper } from '@/graphql/shopper'
import { schema } from './schema'
import { createContext } from './context'

/**
 * One Apollo Client per server request. It runs the schema in-process through SchemaLink (no HTTP
 * hop) but through the same shopper link as the browser, so pages see exactly the API's contract.
 */
export const { getClient } = registerApolloClient(() => new ApolloClient({
  cache: new InMemoryCache(),
  link: ApolloLink.from([
    createShopperLink((context) => context.shopper as Shopper, { serverSide: true }),
    new SchemaLink({
      schema,
      context: (operation) => ({ ...createContext(new Headers(operation.getContext().headers as Record<string, string>)), request: undefined }),
    }),
  ]),
  defaultOptions: { query: { fetchPolicy: 'no-cache' } },
}))

/** A query for one shopper; throws on transport errors (the page's error boundary shows them). */
export async function serverQuery<TData, TVariables extends Record<string, unknown>>(
  shopper: Shopper,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'userData'>,
): Promise<TData> {
  const result = await getClient().query({ query, variables: variables as TVariables, context: { shopper } })
  if (!result.data) throw result.error ?? new Error('The API returned no data')
  // In-process execution yields null-prototype objects (graphql-js), which React refuses to pass to
  // client components; a structured clone makes them the plain objects an HTTP response would be.
  return structuredClone(result.data) as TData
}
