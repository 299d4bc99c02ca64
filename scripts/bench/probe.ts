/**
 * Before anything is measured, every target is requested once (which also renders and caches ISR pages)
 * and classified: available, not built yet (404 / unknown GraphQL field), or failed (any other answer).
 * Only available targets are load-tested: a route that errors would give fast, meaningless figures.
 */
import { CSRF_HEADER } from '@/graphql/request-headers'
import type { HttpResponse } from './http'
import { request } from './http'
import type { GraphqlClient } from './targets'

export type Availability = { state: 'available' } | { state: 'not-built'; reason: string } | { state: 'failed'; reason: string }

export function classifyPage(response: Pick<HttpResponse, 'status' | 'headers'>): Availability {
  if (response.status === 200) return { state: 'available' }
  if (response.status === 404) return { state: 'not-built', reason: 'route answers 404' }
  const location = response.headers.location ? ` → ${response.headers.location}` : ''
  return { state: 'failed', reason: `HTTP ${response.status}${location}` }
}

interface GraphqlBody {
  data?: Record<string, unknown> | null
  errors?: Array<{ message?: string }>
}

const UNKNOWN_FIELD = /Cannot query field "([^"]+)" on type "(Query|Mutation)"/

export function classifyGraphql(status: number, text: string): Availability {
  let body: GraphqlBody
  try {
    body = JSON.parse(text) as GraphqlBody
  } catch {
    return { state: 'failed', reason: `HTTP ${status}, not JSON: ${text.slice(0, 120)}` }
  }
  const messages = (body.errors ?? []).map((error) => error.message ?? 'unknown error')
  const unknown = messages.map((message) => UNKNOWN_FIELD.exec(message)).find(Boolean)
  if (unknown) return { state: 'not-built', reason: `schema has no ${unknown[2]}.${unknown[1]}` }
  if (messages.length) return { state: 'failed', reason: messages.join('; ').slice(0, 300) }
  // Business errors come back in each payload's `errors` list with HTTP 200.
  const payloadErrors = Object.values(body.data ?? {}).flatMap((payload) =>
    payload && typeof payload === 'object' && Array.isArray((payload as { errors?: unknown }).errors) ? ((payload as { errors: Array<{ message?: string }> }).errors) : [],
  )
  if (payloadErrors.length) return { state: 'failed', reason: payloadErrors.map((error) => error.message ?? 'error').join('; ').slice(0, 300) }
  if (status !== 200) return { state: 'failed', reason: `HTTP ${status}` }
  if (!body.data) return { state: 'failed', reason: 'no data' }
  return { state: 'available' }
}

export interface PageProbe {
  availability: Availability
  /** The second answer's body and headers (the first one rendered the page into the ISR cache). */
  response: HttpResponse | null
  /** `x-nextjs-cache` of the second request: HIT means served from the page cache. */
  cache: string | null
}

export async function probePage(port: number, host: string, path: string): Promise<PageProbe> {
  const first = await request({ port, host, path })
  const availability = classifyPage(first)
  if (availability.state !== 'available') return { availability, response: first, cache: null }
  const second = await request({ port, host, path })
  const cacheHeader = second.headers['x-nextjs-cache']
  return { availability: classifyPage(second), response: second, cache: typeof cacheHeader === 'string' ? cacheHeader : null }
}

/** The app uses trailing slashes everywhere (`trailingSlash: true`): /api/graphql answers 308. */
export const GRAPHQL_PATH = '/api/graphql/'
export const CSRF_HEADERS = { [CSRF_HEADER]: 'true' }

export function graphqlRequestBody(document: string, variables?: Record<string, unknown>): string {
  return JSON.stringify({ query: document, variables: variables ?? {} })
}

export async function probeGraphql(port: number, host: string, body: string, headers: Record<string, string>): Promise<{ availability: Availability; response: HttpResponse }> {
  const post = () => request({ port, host, path: GRAPHQL_PATH, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  await post()
  const response = await post()
  return { availability: classifyGraphql(response.status, response.body.toString('utf8')), response }
}

/**
 * A GraphQL target is asked again after its load test: a limit the load ran into (the basket-creation
 * limit per address, say) answers every later request with an error, fast, and the figures would
 * measure refusals instead of the operation. Null when it still answers as it did.
 */
export function refusedAfterLoad(availability: Availability): string | null {
  if (availability.state === 'available') return null
  return `answered with errors after its load test, so its figures are of refusals: ${availability.reason}`
}

/** A GraphQL client for target path resolvers; throws on any error. */
export function graphqlClient(port: number, host: string): GraphqlClient {
  return async (query, variables) => {
    const response = await request({ port, host, path: GRAPHQL_PATH, method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlRequestBody(query, variables) })
    const body = JSON.parse(response.body.toString('utf8')) as GraphqlBody
    if (body.errors?.length || !body.data) throw new Error(body.errors?.map((error) => error.message).join('; ') ?? `HTTP ${response.status}`)
    return body.data
  }
}
