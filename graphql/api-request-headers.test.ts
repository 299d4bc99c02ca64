import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApolloClient, ApolloLink, InMemoryCache, execute, gql } from '@apollo/client'
import { parse } from 'graphql'
import { of } from 'rxjs'
import { apiRequestHeaders } from './api-request-headers'
import { postGraphQL, postPlainOperation } from './browser-fetch'
import { CSRF_HEADER } from './request-headers'
import { createShopperLink } from './shopper-link'

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'fr', countryCode: 'BE', redeemToken: null }

/** Documents whose first operation is easy to misread: only the mutations may carry the CSRF header. */
const DOCUMENTS = [
  { name: 'a query', mutation: false, text: 'query Products($userData: UserDataInput!) { products(userData: $userData) { errors { code } } }' },
  { name: 'a mutation', mutation: true, text: 'mutation AddToCart($userData: UserDataInput!) { addToCart(userData: $userData) { errors { code } } }' },
  { name: 'the query shorthand', mutation: false, text: '{ ping }' },
  { name: 'a query named mutation…', mutation: false, text: 'query mutationLog { ping }' },
  { name: 'a mutation after comments, blank lines and indentation', mutation: true, text: '# Adds a card\n\n  # to the basket\n\tmutation Ping { ping }' },
  { name: 'a query under a comment that reads like a mutation', mutation: false, text: '# mutation { ping }\nquery Ping { ping }' },
  { name: 'a mutation after a fragment', mutation: true, text: 'fragment Fields on Cart { id }\nmutation Add { addToCart { ...Fields } }' },
  { name: 'a query after a fragment named mutation…', mutation: false, text: 'fragment mutationFields on Query { ping }\nquery Ping { ...mutationFields }' },
  { name: 'a query whose string argument spells a mutation', mutation: false, text: 'query Search { search(text: "} mutation { \\" x") { id } }' },
  { name: 'a query whose default value holds braces', mutation: false, text: 'query Listing($filter: Filter = { text: "mutation" }) { products(filter: $filter) { id } }' },
  { name: 'a mutation with a block string', mutation: true, text: 'mutation Note { note(text: """a "quoted" } \\""" text""") }' },
]

/** The headers the typed fetch sends for one operation, from a page in the browser. */
async function fetchHeaders(post: () => Promise<unknown>): Promise<Record<string, string>> {
  let headers: Record<string, string> = {}
  vi.stubGlobal('window', { location: { pathname: '/fr/' } })
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    headers = init.headers as Record<string, string>
    return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 })
  }))
  await post()
  return headers
}
afterEach(() => vi.unstubAllGlobals())

/** The headers Apollo's shopper link gives an operation, as the islands' and the server's clients send it. */
async function apolloHeaders(text: string): Promise<Record<string, string>> {
  let headers: Record<string, string> = {}
  const terminal = new ApolloLink((operation) => {
    headers = operation.getContext().headers as Record<string, string>
    return of({ data: { ok: true } })
  })
  const link = ApolloLink.from([createShopperLink(() => shopper, { serverSide: false }), terminal])
  await new Promise<void>((resolve, reject) => {
    execute(link, { query: gql(text) }, { client: new ApolloClient({ link, cache: new InMemoryCache() }) }).subscribe({ complete: resolve, error: reject })
  })
  return headers
}

const TRANSPORTS: Array<[string, (text: string) => Promise<Record<string, string>>]> = [
  ['apiRequestHeaders itself', async (text) => apiRequestHeaders(shopper, text, { serverSide: false })],
  ["the chrome's typed fetch of a plain operation (its text)", (text) => fetchHeaders(() => postPlainOperation(shopper, text as never, {}))],
  ['the typed fetch of a codegen document (printed)', (text) => fetchHeaders(() => postGraphQL(shopper, parse(text) as never, {}))],
  ["Apollo's shopper link (islands and the server's client)", apolloHeaders],
]

describe.each(TRANSPORTS)('the CSRF header and the shopper headers through %s', (_transport, headersFor) => {
  it.each(DOCUMENTS)('$name', async ({ text, mutation }) => {
    const headers = await headersFor(text)
    expect(headers[CSRF_HEADER]).toBe(mutation ? '1' : undefined)
    expect(headers).toMatchObject({ 'x-store': 'CBBE', 'x-language': 'fr', 'x-country': 'BE' })
  })
})
