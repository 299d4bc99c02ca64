import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { readBoundedBody } from '@/server/http/bounded-body'
import { transportMessage } from './messages'

/**
 * The most bytes a GraphQL request body may have (GRAPHQL_BODY_LIMIT_BYTES, default 64 kB): the
 * largest operation the shop sends (a checkout with a business address and a 150-character note) is
 * a few kB, and nothing may make the server parse megabytes (server/http/bounded-body.ts reads it).
 */
export const DEFAULT_GRAPHQL_BODY_LIMIT = 64 * 1024

export function graphqlBodyLimit(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.GRAPHQL_BODY_LIMIT_BYTES)
  return Number.isInteger(value) && value >= 1024 ? value : DEFAULT_GRAPHQL_BODY_LIMIT
}

/** The 413 answer in the error contract, in the language the request names. */
export const requestTooLarge = (request: Request) =>
  Response.json(
    { errors: [{ message: transportMessage(request, ERROR_CODES.REQUEST_TOO_LARGE), extensions: { code: ERROR_CODES.REQUEST_TOO_LARGE, referencedRequestParameter: null } }] },
    { status: 413 },
  )

/**
 * The request with its body read into memory within the limit, or the 413 answer (in the error
 * contract) when it is larger. Requests without a body pass unchanged.
 */
export async function withBoundedBody(request: Request, limit: number): Promise<Request | Response> {
  if (!request.body) return request
  const body = await readBoundedBody(request, limit)
  if (!body.ok) return requestTooLarge(request)
  return new Request(request.url, { method: request.method, headers: request.headers, body: body.bytes })
}
