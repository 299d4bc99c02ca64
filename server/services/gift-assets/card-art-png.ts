import { Resvg } from '@resvg/resvg-js'
import type { Brand } from '@/server/brand-catalogue/brands'
import { CARD_WIDTH, cardArtSvg } from '@/server/brand-catalogue/card-art'
import { DOCUMENT_FONT_FAMILY, DOCUMENT_FONT_FILES } from '../document-fonts'

/**
 * The card art as a PNG, for the places an SVG cannot go: most mail clients refuse SVG images, a
 * PDF page and a wallet pass take raster images. Rendered from the same SVG the shop shows, with the
 * shop's own font files (never the host's), so the picture is the same on every machine.
 */
export function svgToPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: [DOCUMENT_FONT_FILES.regular, DOCUMENT_FONT_FILES.bold],
      defaultFontFamily: DOCUMENT_FONT_FAMILY,
      sansSerifFamily: DOCUMENT_FONT_FAMILY,
    },
  })
  return resvg.render().asPng()
}

/** Drawn art by brand and width: every card of a product carries the same picture (PDF, pass). */
const drawn = new Map<string, Buffer>()
const MAX_DRAWN = 200

/** Twice the card's CSS width by default: sharp on high-density screens, still small (about 10 kB). */
export function cardArtPng(brand: Pick<Brand, 'key' | 'name' | 'colour' | 'textColour' | 'kind'>, width = CARD_WIDTH * 2): Buffer {
  const key = JSON.stringify([brand.key, brand.name, brand.colour, brand.textColour, brand.kind, width])
  let png = drawn.get(key)
  if (!png) {
    png = svgToPng(cardArtSvg(brand), width)
    // The oldest drawing goes first once the cache is full, so memory stays bounded whatever the catalogue.
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value!)
    drawn.set(key, png)
  }
  return png
}
