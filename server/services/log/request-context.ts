import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** What every log line written while serving one request carries (docs/operations.md "Logs"). */
export interface RequestLogContext {
  requestId: string
  storefront?: string
  /** The route handler or page, e.g. `graphql`, `card-data-pdf`. */
  route?: string
  /** The GraphQL operation being executed. */
  operation?: string
}

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * A proxy's or client's request id is kept when it is a plain token (so the lines of one request can be
 * followed across a load balancer and the app); anything else, or none, gets a fresh one.
 */
const USABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER)
  return given && USABLE_REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * One store per process, on globalThis like the logger itself: a production build bundles this module
 * once per route and once more for the server's own code, and the logger's mixin must read the store
 * that the route handler's `withLogContext` filled, or its lines lose the request's id.
 */
const STORAGE_KEY = Symbol.for('giftshop.requestLogContext')
const globalForStorage = globalThis as unknown as { [STORAGE_KEY]?: AsyncLocalStorage<RequestLogContext> }
const storage = (globalForStorage[STORAGE_KEY] ??= new AsyncLocalStorage<RequestLogContext>())

/** Runs `work` with `context` attached to every line the logger writes meanwhile. */
export function withLogContext<T>(context: RequestLogContext, work: () => T): T {
  return storage.run(context, work)
}

/** The context of the request being served, if any (a job or a script has none). */
export function currentLogContext(): RequestLogContext | undefined {
  return storage.getStore()
}

/** Adds to the current request's context (the GraphQL operation name is known only after parsing). */
export function annotateLogContext(fields: Partial<Omit<RequestLogContext, 'requestId'>>): void {
  const context = storage.getStore()
  if (context) Object.assign(context, fields)
}
