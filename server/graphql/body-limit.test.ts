import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { DEFAULT_GRAPHQL_BODY_LIMIT, graphqlBodyLimit, withBoundedBody } from './body-limit'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit)

function streamOf(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) return controller.close()
      sent += 1
      controller.enqueue(new Uint8Array(size).fill(32))
    },
  })
}

describe('the GraphQL body limit', () => {
  it('passes a body of exactly the limit, readable again', async () => {
    const body = `{"query":"{ ping }"}${' '.repeat(1000 - 20)}`
    const bounded = await withBoundedBody(post(body), 1000)
    expect(bounded).toBeInstanceOf(Request)
    expect(await (bounded as Request).text()).toBe(body)
  })

  it('refuses one byte more with 413 and the error contract, in the language of the request', async () => {
    const answer = await withBoundedBody(post(' '.repeat(1001), { 'x-language': 'nl' }), 1000) as Response
    expect(answer.status).toBe(413)
    const json = await answer.json() as { errors: Array<{ message: string; extensions: { code: number } }> }
    expect(json.errors[0]!.extensions.code).toBe(ERROR_CODES.REQUEST_TOO_LARGE)
    expect(json.errors[0]!.message).toBe('Het verzoek is te groot. Maak uw invoer korter en probeer het opnieuw.')
  })

  it('stops reading a stream without Content-Length at the limit', async () => {
    const stream = streamOf(1000, 1024)
    const answer = await withBoundedBody(post(stream), 4096) as Response
    expect(answer.status).toBe(413)
  })

  it('does not trust a Content-Length that says less than is sent', async () => {
    const answer = await withBoundedBody(post(streamOf(10, 1024), { 'content-length': '10' }), 4096) as Response
    expect(answer.status).toBe(413)
  })

  it('defaults to 64 kB and takes a configured limit of at least 1 kB', () => {
    expect(graphqlBodyLimit({})).toBe(DEFAULT_GRAPHQL_BODY_LIMIT)
    expect(DEFAULT_GRAPHQL_BODY_LIMIT).toBe(65_536)
    expect(graphqlBodyLimit({ GRAPHQL_BODY_LIMIT_BYTES: '131072' })).toBe(131_072)
    expect(graphqlBodyLimit({ GRAPHQL_BODY_LIMIT_BYTES: '12' })).toBe(DEFAULT_GRAPHQL_BODY_LIMIT)
    expect(graphqlBodyLimit({ GRAPHQL_BODY_LIMIT_BYTES: 'lots' })).toBe(DEFAULT_GRAPHQL_BODY_LIMIT)
  })
})
