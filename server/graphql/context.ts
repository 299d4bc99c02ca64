import 'server-only'
import { getDb } from '@/server/db/client'
import type { Db } from '@/server/db/types'

/** Request headers of spec §7 that every call carries (besides userData in the operation). */
export const API_HEADERS = {
  store: 'x-store',
  language: 'x-language',
  country: 'x-country',
  pathname: 'x-pathname',
  serverSide: 'x-server-side',
  authorization: 'authorization',
} as const

export interface RequestInfo {
  storefrontCode: string | null
  language: string | null
  country: string | null
  pathname: string | null
  /** Bearer token of API clients (spec §7 optional auth header); accounts arrive with their issue. */
  authToken: string | null
  serverSide: boolean
}

export interface GraphQLContext {
  /** Lazily opened: the database is only touched by operations that need it. */
  db: () => Promise<Db>
  requestInfo: RequestInfo
}

export function readRequestInfo(headers: Headers): RequestInfo {
  const authorization = headers.get(API_HEADERS.authorization)
  return {
    storefrontCode: headers.get(API_HEADERS.store),
    language: headers.get(API_HEADERS.language),
    country: headers.get(API_HEADERS.country),
    pathname: headers.get(API_HEADERS.pathname),
    authToken: authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() || null : null,
    serverSide: headers.get(API_HEADERS.serverSide) === '1',
  }
}

export function createContext(headers: Headers, db: () => Promise<Db> = getDb): GraphQLContext {
  return { db, requestInfo: readRequestInfo(headers) }
}
