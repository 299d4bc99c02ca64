import 'server-only'
import { getDb } from '@/server/db/client'
import type { Db } from '@/server/db/types'
import { BASKET_COOKIE, SESSION_COOKIE } from '@/config/session'
import { API_HEADERS } from '@/graphql/request-headers'
import { readCookie, ResponseCookies } from './response-cookies'

export interface RequestInfo {
  storefrontCode: string | null
  language: string | null
  country: string | null
  pathname: string | null
  /** The session: the httpOnly cookie of browsers or the bearer token of API clients (docs/rules/api.md auth header). */
  sessionToken: string | null
  /** The anonymous basket's token (httpOnly cookie). */
  basketToken: string | null
  /** The client's address for rate limits, as the production server resolved it (never a client's claim). */
  clientIp: string
  /** Whether the shopper reached us over HTTPS (directly or through a proxy): cookies get Secure. */
  secure: boolean
  serverSide: boolean
}

export interface GraphQLContext {
  /** Lazily opened: the database is only touched by operations that need it. */
  db: () => Promise<Db>
  requestInfo: RequestInfo
  /** Cookies to set on the HTTP response (ignored by the in-process server client). */
  responseCookies: ResponseCookies
}

/** Set by the production server (scripts/server/shop-server.mjs) from the TCP peer and TRUSTED_PROXIES. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/**
 * Where no server resolved the address (`next dev`, or `next start` run by hand), every client shares
 * one bucket: the per-address limits then hold for all together instead of for nobody.
 */
export const UNRESOLVED_CLIENT = 'unresolved'

/** Never x-forwarded-for itself: `next start` passes a client's own value through. */
function clientIpOf(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? UNRESOLVED_CLIENT
}

function isSecure(headers: Headers, url: string | null): boolean {
  if (process.env.SESSION_COOKIE_SECURE === '1') return true
  if (headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true
  return url?.startsWith('https:') ?? false
}

export function readRequestInfo(headers: Headers, url: string | null = null): RequestInfo {
  const authorization = headers.get(API_HEADERS.authorization)
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() || null : null
  return {
    storefrontCode: headers.get(API_HEADERS.store),
    language: headers.get(API_HEADERS.language),
    country: headers.get(API_HEADERS.country),
    pathname: headers.get(API_HEADERS.pathname),
    sessionToken: bearer ?? readCookie(headers.get('cookie'), SESSION_COOKIE),
    basketToken: readCookie(headers.get('cookie'), BASKET_COOKIE),
    clientIp: clientIpOf(headers),
    secure: isSecure(headers, url),
    serverSide: headers.get(API_HEADERS.serverSide) === '1',
  }
}

export function createContext(
  headers: Headers,
  db: () => Promise<Db> = getDb,
  options: { url?: string; responseCookies?: ResponseCookies } = {},
): GraphQLContext {
  return {
    db,
    requestInfo: readRequestInfo(headers, options.url ?? null),
    responseCookies: options.responseCookies ?? new ResponseCookies(),
  }
}
