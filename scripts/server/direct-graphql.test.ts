import { afterEach, describe, expect, it } from 'vitest'
import { DIRECT_GRAPHQL_KEY as SERVER_KEY, directGraphqlEndpoint } from './direct-graphql.mjs'
import { DIRECT_GRAPHQL_KEY as APP_KEY } from '@/server/graphql/direct-endpoint'

const shared = globalThis as unknown as Record<symbol, unknown>
const endpoint = async () => undefined

afterEach(() => {
  delete shared[SERVER_KEY]
})

describe('which requests the server hands to the direct GraphQL endpoint', () => {
  it('is the key the route module publishes under', () => {
    expect(SERVER_KEY).toBe(APP_KEY)
  })

  it('hands over GET and POST of /api/graphql/, with or without a query', () => {
    shared[SERVER_KEY] = endpoint
    expect(directGraphqlEndpoint({ method: 'POST', url: '/api/graphql/' })).toBe(endpoint)
    expect(directGraphqlEndpoint({ method: 'GET', url: '/api/graphql/?query=%7Bping%7D' })).toBe(endpoint)
  })

  it("leaves Next's routing everything else: other methods, the address without its slash, other paths", () => {
    shared[SERVER_KEY] = endpoint
    expect(directGraphqlEndpoint({ method: 'OPTIONS', url: '/api/graphql/' })).toBeUndefined()
    expect(directGraphqlEndpoint({ method: 'HEAD', url: '/api/graphql/' })).toBeUndefined()
    expect(directGraphqlEndpoint({ method: 'POST', url: '/api/graphql' })).toBeUndefined()
    expect(directGraphqlEndpoint({ method: 'POST', url: '/api/graphql/x' })).toBeUndefined()
    expect(directGraphqlEndpoint({ method: 'POST', url: '/nl/api/graphql/' })).toBeUndefined()
    expect(directGraphqlEndpoint({ method: 'POST', url: '/api/graphqlx/' })).toBeUndefined()
  })

  it('leaves Next GraphQL too until the route module has published its endpoint', () => {
    expect(directGraphqlEndpoint({ method: 'POST', url: '/api/graphql/' })).toBeUndefined()
  })
})
