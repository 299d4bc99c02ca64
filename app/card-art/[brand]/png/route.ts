/**
 * GET /card-art/<brand-key>/png/: the card art as an 800 px wide PNG, for mail clients (most refuse
 * SVG images) and anything else that needs a raster picture. Prerendered for every brand at build.
 */
import { ALL_BRANDS, brandByKey } from '@/server/brand-catalogue/brands'
import { cardArtPng } from '@/server/services/gift-assets/card-art-png'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): Array<{ brand: string }> {
  return ALL_BRANDS.map((brand) => ({ brand: brand.key }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }): Promise<Response> {
  const brand = brandByKey((await params).brand)
  if (!brand) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(new Uint8Array(cardArtPng(brand)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  })
}
