import 'server-only'
import type { Plugin } from 'graphql-yoga'

export interface CookieOptions {
  maxAgeSeconds: number
  httpOnly: boolean
  secure: boolean
}

/** Cookies an operation wants to set on its HTTP response (login and logout do). */
export class ResponseCookies {
  readonly headers: string[] = []

  set(name: string, value: string, { maxAgeSeconds, httpOnly, secure }: CookieOptions): void {
    const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax']
    if (httpOnly) parts.push('HttpOnly')
    if (secure) parts.push('Secure')
    this.headers.push(parts.join('; '))
  }

  clear(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): void {
    this.set(name, '', { ...options, maxAgeSeconds: 0 })
  }
}

/** Per request, so the response hook finds what the resolvers set (the context is not passed to it). */
const jars = new WeakMap<Request, ResponseCookies>()

export function responseCookiesFor(request: Request): ResponseCookies {
  let jar = jars.get(request)
  if (!jar) {
    jar = new ResponseCookies()
    jars.set(request, jar)
  }
  return jar
}

/** Appends the cookies the operation set as Set-Cookie headers. */
export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const header of jars.get(request)?.headers ?? []) response.headers.append('set-cookie', header)
    },
  }
}

/** Reads one cookie from a Cookie header; malformed encodings count as absent. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(index + 1).trim()) || null
    } catch {
      return null
    }
  }
  return null
}
