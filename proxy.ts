import { NextResponse, type NextRequest } from 'next/server'
import { resolveStorefrontByHost } from '@/config/storefronts/resolve'
import { notFoundRoute, resolveRequestRoute } from '@/i18n/resolve-request-route'
import { NOT_FOUND_PAGE_HEADER, RENDER_NOT_FOUND_HEADER } from '@/config/not-found-page'
import { ROUTE_HEADER } from '@/config/route-header'
import { HSTS_HEADER } from '@/config/security-headers'
import { paymentReturnByPost } from '@/server/http/payment-return'
import { legacyEnglishRedirect } from '@/server/http/legacy-english-paths'
import { isUnservablePath } from '@/config/unservable-path'
import { API_HEADERS } from '@/graphql/request-headers'
import { REDEEM_TOKEN_PARAMETER } from '@/config/redeem'

/** Per-storefront files at the host root → route handlers under app/[store]/ (docs/rules/validation.md, search engines). */
const ROOT_FILES: Readonly<Record<string, string>> = { '/robots.txt': 'robots-txt', '/sitemap.xml': 'sitemap-xml' }
/** The parts of a sitemap index (docs/rules/pages-and-seo.md): /sitemap-<n>.xml → app/[store]/sitemap-xml/[part]. */
const SITEMAP_PART = /^\/sitemap-(\d+)\.xml$/

/** The internal path (below /<store>/) and route name of a per-storefront root file, or null. */
function rootFileOf(pathname: string): { path: string; route: string } | null {
  const file = ROOT_FILES[pathname]
  if (file) return { path: file, route: file }
  const part = SITEMAP_PART.exec(pathname)?.[1]
  return part ? { path: `sitemap-xml/${part}`, route: 'sitemap-xml' } : null
}

/**
 * Resolves storefront (by host) and language (by path prefix) once per request and rewrites to the
 * internal route /<store>/<language>/<canonical path>, so every page renders and caches per storefront
 * and language. The shopper never sees internal paths.
 */
export async function proxy(request: NextRequest) {
  if (isUnservablePath(request.nextUrl.pathname)) {
    return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', [ROUTE_HEADER]: 'unservable' } })
  }
  const storefront = resolveStorefrontByHost(request.headers.get('host'))
  const route = resolveRequestRoute(request.nextUrl.pathname, storefront)
  // An English address of a storefront that has its own language's paths now (server/http/legacy-english-paths.ts).
  const moved = legacyEnglishRedirect(request.nextUrl.pathname, storefront, route.route)
  if (moved) {
    const url = request.nextUrl.clone()
    url.pathname = moved
    const redirect = NextResponse.redirect(url, 308)
    redirect.headers.set(ROUTE_HEADER, 'legacy-redirect')
    return redirect
  }
  // The server asks for the 404 page of an address whose page found no data (scripts/server/missing-page.mjs).
  const target = request.headers.get(RENDER_NOT_FOUND_HEADER) === '1' ? notFoundRoute(storefront, route.language) : route
  const postedReturn = await paymentReturnByPost(request, target.internalPath)
  if (postedReturn) return postedReturn
  const url = request.nextUrl.clone()
  const rootFile = rootFileOf(request.nextUrl.pathname)
  url.pathname = rootFile ? `/${storefront.code.toLowerCase()}/${rootFile.path}/` : target.internalPath
  const headers = new Headers(request.headers)
  headers.set(API_HEADERS.store, storefront.code)
  headers.set(API_HEADERS.language, target.language)
  headers.set(API_HEADERS.pathname, request.nextUrl.pathname)
  // An address no route has: the 404 page renders its content and the status comes from here (see
  // app/[store]/[locale]/not-found/page.tsx for why not from notFound()). The marker tells the server
  // this 404 needs no replacing.
  const status = target.notFound ? 404 : undefined
  const response = NextResponse.rewrite(url, { request: { headers }, ...(status ? { status } : {}) })
  if (target.notFound) response.headers.set(NOT_FOUND_PAGE_HEADER, '1')
  // The route's name labels the request in the server's log line and metrics (scripts/server/request-telemetry.mjs).
  response.headers.set(ROUTE_HEADER, rootFile?.route ?? (target.notFound ? 'notFound' : target.route ?? 'notFound'))
  // Behind a TLS-terminating proxy the original scheme arrives in X-Forwarded-Proto.
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  if (https) response.headers.set(HSTS_HEADER.key, HSTS_HEADER.value)
  // The card data page's URL holds a card's secret token: no Referer may carry it anywhere.
  // A ?redeemToken= link (docs/rules/redeem.md) carries a redeem session's token until the page takes it out of the
  // address: nothing loaded before then may send it on.
  if (/\/card-data\/[^/]+\/$/.test(target.internalPath) || request.nextUrl.searchParams.has(REDEEM_TOKEN_PARAMETER)) {
    response.headers.set('Referrer-Policy', 'no-referrer')
  }
  return response
}

export const config = {
  // Everything except the API, Next's assets and static files (anything with a file extension), plus the
  // per-storefront robots.txt, sitemap.xml and the parts of a sitemap index.
  matcher: ['/((?!api/|_next/|card-art/|ip/?$|.*\\.[a-z0-9]+$).*)', '/robots.txt', '/sitemap.xml', '/sitemap-:part(\\d+).xml'],
}
