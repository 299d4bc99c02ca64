/**
 * GET /card-art/<brand-key>/: the generated SVG artwork of a brand's gift card (products' `image`).
 * Prerendered for every brand at build time from pure data, so no database is involved; unknown brands 404.
 */
import { ALL_BRANDS, brandByKey } from '@/server/brand-catalogue/brands'
import { SVG_HEADERS, cardArtSvg } from '@/server/brand-catalogue/card-art'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): Array<{ brand: string }> {
  return ALL_BRANDS.map((brand) => ({ brand: brand.key }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }): Promise<Response> {
  const brand = brandByKey((await params).brand)
  if (!brand) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(cardArtSvg(brand), { headers: SVG_HEADERS })
}
