import { NextResponse, type NextRequest } from 'next/server'
import { resolveStorefrontByHost } from '@/config/storefronts/resolve'
import { resolveRequestRoute } from '@/i18n/resolve-request-route'

/**
 * Resolves storefront (by host) and language (by path prefix) once per request and rewrites to the
 * internal route /<store>/<language>/<canonical path>, so every page renders and caches per storefront
 * and language. The shopper never sees internal paths.
 */
export function proxy(request: NextRequest) {
  const storefront = resolveStorefrontByHost(request.headers.get('host'))
  const target = resolveRequestRoute(request.nextUrl.pathname, storefront)
  const url = request.nextUrl.clone()
  url.pathname = target.internalPath
  const headers = new Headers(request.headers)
  headers.set('x-store', storefront.code)
  headers.set('x-language', target.language)
  headers.set('x-pathname', request.nextUrl.pathname)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Everything except the API, Next's assets and static files (anything with a file extension).
  matcher: ['/((?!api/|_next/|card-art/|ip$|.*\\.[a-z0-9]+$).*)'],
}
