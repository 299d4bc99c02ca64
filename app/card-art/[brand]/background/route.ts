/**
 * GET /card-art/<brand-key>/background/: a wide brand-coloured background (highlighted search blocks).
 * Prerendered for every brand like the card art; unknown brands 404.
 */
import { ALL_BRANDS, brandByKey } from '@/server/brand-catalogue/brands'
import { SVG_HEADERS, backgroundSvg } from '@/server/brand-catalogue/card-art'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): Array<{ brand: string }> {
  return ALL_BRANDS.map((brand) => ({ brand: brand.key }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }): Promise<Response> {
  const brand = brandByKey((await params).brand)
  if (!brand) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(backgroundSvg(brand), { headers: SVG_HEADERS })
}
