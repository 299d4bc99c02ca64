/**
 * GET /sitemap.xml of a storefront: the proxy rewrites each host's `/sitemap.xml` to /<store>/sitemap-xml/
 * (not a folder named sitemap.xml, which Next would treat as a metadata route). The whole sitemap while
 * it fits one file, else a sitemap index of /sitemap-<n>.xml ([part]/route.ts). Rendered once per
 * storefront and cached like the pages (ISR, catalogue tags through cachedCatalogQuery).
 */
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import { sitemapListReader } from '@/server/modules/catalog/sitemap-lists'
import { storefrontSitemapSource } from '../[locale]/_lib/sitemap-data'
import { sitemapRootXml } from '../[locale]/_lib/sitemap-document'
import { xmlResponse } from './xml-response'

export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): Array<{ store: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }): Promise<Response> {
  const code = parseStorefrontCode((await params).store)
  if (!code) return new Response('Not found', { status: 404 })
  const storefront = getStorefront(code)
  return xmlResponse(await sitemapRootXml(storefront, await storefrontSitemapSource(storefront, sitemapListReader)))
}
