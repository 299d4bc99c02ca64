import type { createGraphQLHandler } from '@/server/graphql/yoga'
import { CSRF_HEADER } from '@/graphql/request-headers'

type Handler = ReturnType<typeof createGraphQLHandler>

export interface GraphQLResponse<T> {
  data: T
  status: number
  setCookies: string[]
}

/**
 * A test client of the GraphQL endpoint that behaves like a browser: it keeps the cookies the server
 * sets (honouring Max-Age=0 as deletion), sends them back, and adds the CSRF header to mutations.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>()

  constructor(private handler: Handler, private headers: Record<string, string> = {}) {}

  /** Points the same cookie jar at another app instance. */
  via(handler: Handler): TestBrowser {
    const other = new TestBrowser(handler, this.headers)
    for (const [name, value] of this.cookies) other.cookies.set(name, value)
    return other
  }

  async call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, extraHeaders: Record<string, string> = {}): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...this.headers, ...extraHeaders }
    if (/^\s*mutation\b/.test(query)) headers[CSRF_HEADER] = '1'
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await this.handler.fetch('http://shop.test/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
    const setCookies = response.headers.getSetCookie()
    for (const header of setCookies) {
      const [pair] = header.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      if (/max-age=0/i.test(header)) this.cookies.delete(name)
      else this.cookies.set(name, pair!.slice(index + 1))
    }
    const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown[] }
    if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`)
    return { data: Object.values(body.data ?? {})[0] as T, status: response.status, setCookies }
  }
}
