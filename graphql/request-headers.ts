/**
 * The request headers of the API's contract (docs/rules/api.md "Headers"), named once for every side
 * that writes or reads them: the browser's transports and the server's in-process client send them,
 * the proxy sets the page's facts on the requests it rewrites, and the GraphQL context reads them.
 */
export const API_HEADERS = {
  store: 'x-store',
  language: 'x-language',
  country: 'x-country',
  pathname: 'x-pathname',
  /** Marks a call made while rendering on the server. */
  serverSide: 'x-server-side',
  /** API clients that hold no session cookie send `Bearer <token>`. */
  authorization: 'authorization',
} as const

/** Header that every mutation must carry (CSRF prevention: a cross-site form cannot set it). */
export const CSRF_HEADER = 'apollo-require-preflight'
