/**
 * GET /robots.txt of a storefront. The proxy rewrites the public `/robots.txt` of each host to
 * /<store>/robots-txt/ (a folder name that Next does not take for its own robots metadata route, which
 * only exists once per app and could not tell storefronts apart). Rendered once per storefront and kept
 * like the pages (ISR).
 */
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import { getToggles } from '@/config/storefronts/toggles'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { robotsTxt } from '../[locale]/_lib/robots-txt'

export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): Array<{ store: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }): Promise<Response> {
  const code = parseStorefrontCode((await params).store)
  if (!code) return new Response('Not found', { status: 404 })
  const storefront = getStorefront(code)
  const body = robotsTxt({ storefront, toggles: getToggles(storefront), origin: storefrontOrigin(storefront) })
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
