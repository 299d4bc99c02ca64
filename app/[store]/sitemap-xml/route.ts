/**
 * GET /sitemap.xml of a storefront: the proxy rewrites each host's `/sitemap.xml` to /<store>/sitemap-xml/
 * (not a folder named sitemap.xml, which Next would treat as a metadata route). Rendered once per
 * storefront and cached like the pages (ISR, catalogue tags through cachedCatalogQuery).
 */
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import { storefrontSitemap } from '../[locale]/_lib/sitemap-data'

export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): Array<{ store: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }): Promise<Response> {
  const code = parseStorefrontCode((await params).store)
  if (!code) return new Response('Not found', { status: 404 })
  const body = await storefrontSitemap(getStorefront(code))
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
