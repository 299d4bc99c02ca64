import { describe, expect, it } from 'vitest'
import { ApolloLink, gql, execute } from '@apollo/client'
import { of } from 'rxjs'
import { ApolloClient, InMemoryCache } from '@apollo/client'
import { createShopperLink } from './shopper-link'
import { CSRF_HEADER } from './request-headers'

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'fr', countryCode: 'BE', redeemToken: 'tok', pathname: '/fr/' }

/** Runs one operation through the shopper link and returns what reached the transport. */
async function capture(query: ReturnType<typeof gql>, variables: Record<string, unknown> = {}, serverSide = false) {
  let seen: { variables: Record<string, unknown>; headers: Record<string, string> } | undefined
  const terminal = new ApolloLink((operation) => {
    seen = { variables: operation.variables, headers: operation.getContext().headers as Record<string, string> }
    return of({ data: { ok: true } })
  })
  const link = ApolloLink.from([createShopperLink(() => shopper, { serverSide }), terminal])
  const client = new ApolloClient({ link, cache: new InMemoryCache() })
  await new Promise<void>((resolve, reject) => {
    execute(link, { query, variables }, { client }).subscribe({ complete: resolve, error: reject })
  })
  return seen!
}

describe('shopper link', () => {
  it('adds userData to operations that declare it, and the shopper headers', async () => {
    const seen = await capture(gql`query Products($userData: UserDataInput!) { products(userData: $userData) { errors { code } } }`)
    expect(seen.variables.userData).toEqual({ language: 'fr', storeID: 49, countryCode: 'BE', redeemToken: 'tok' })
    expect(seen.headers).toMatchObject({ 'x-store': 'CBBE', 'x-language': 'fr', 'x-country': 'BE', 'x-pathname': '/fr/' })
    expect(seen.headers[CSRF_HEADER]).toBeUndefined()
    expect(seen.headers['x-server-side']).toBeUndefined()
  })

  it('leaves explicit userData and operations without it alone', async () => {
    const explicit = { language: 'nl', storeID: 49, countryCode: 'BE', redeemToken: null }
    expect((await capture(gql`query P($userData: UserDataInput!) { ping }`, { userData: explicit })).variables.userData).toEqual(explicit)
    expect((await capture(gql`query { ping }`)).variables.userData).toBeUndefined()
  })

  it('adds the CSRF header to mutations and the server marker on the server', async () => {
    const seen = await capture(gql`mutation Ping($userData: UserDataInput!) { ping(userData: $userData) }`, {}, true)
    expect(seen.headers[CSRF_HEADER]).toBe('1')
    expect(seen.headers['x-server-side']).toBe('1')
  })
})
