import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { createGraphQLHandler } from './yoga'
import { RETRY_AFTER_SECONDS } from './error-masking'

const refused = () => new Error('Failed query: select 1', {
  cause: new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]),
})

describe('GraphQL while the database is unreachable', () => {
  it('answers 503 with Retry-After and code -1, without internals', async () => {
    const handler = createGraphQLHandler(async () => { throw refused() })
    const response = await handler.fetch('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: '{ cartQuantity(userData: { storeID: 49, language: "nl", countryCode: "BE" }) { quantity } }' }),
    })
    const text = await response.text()
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    const body = JSON.parse(text) as { errors: Array<{ message: string; extensions: { code: number } }> }
    expect(body.errors[0]).toMatchObject({ message: 'The shop is temporarily unavailable. Please try again in a moment.', extensions: { code: ERROR_CODES.TRANSPORT } })
    expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Failed query/)
  })
})
