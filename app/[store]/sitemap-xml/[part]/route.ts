/**
 * GET /sitemap-<n>.xml of a storefront: part n of its sitemap index (the proxy rewrites it to
 * /<store>/sitemap-xml/<n>/). 404 while the sitemap fits one file, past the last part and for anything
 * that is not a part number. Cached like /sitemap.xml (ISR, catalogue tags).
 */
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import { sitemapListReader } from '@/server/modules/catalog/sitemap-lists'
import { storefrontSitemapSource } from '../../[locale]/_lib/sitemap-data'
import { sitemapPartXml } from '../../[locale]/_lib/sitemap-document'
import { parseSitemapPart } from '../../[locale]/_lib/sitemap-split'
import { xmlResponse } from '../xml-response'

export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): Array<{ store: string; part: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ store: string; part: string }> }): Promise<Response> {
  const { store, part: segment } = await params
  const code = parseStorefrontCode(store)
  const part = parseSitemapPart(segment)
  if (!code || part === null) return xmlResponse(null)
  const storefront = getStorefront(code)
  return xmlResponse(await sitemapPartXml(storefront, await storefrontSitemapSource(storefront, sitemapListReader), part))
}
