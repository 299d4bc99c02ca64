/**
 * Which gift cards each content page recommends: preferred core brands first (brands.ts keys), then
 * the storefront's most popular products, so a small storefront still shows a full row.
 */
import type { BusinessKey, MomentKey } from './types'

export const PRODUCTS_PER_PAGE = 4

export const MOMENT_PRODUCTS: Readonly<Record<MomentKey, readonly string[]>> = {
  birthday: ['choice-gift-card', 'bolero-books', 'nordlys-cinema', 'trattoria-lucciola', 'pixelgrotte', 'maison-lavande'],
  thankYou: ['pralinette-chocolatier', 'koffiebranderij-zwart', 'fleurette-flowers', 'theehuis-jasmijn', 'bolero-books'],
  christmas: ['choice-gift-card', 'wijnhuis-rankwerk', 'hjem-living', 'speelhuis-toys', 'pomme-store', 'atelier-noor'],
  wedding: ['bergluft-hotels', 'horizonte-travel', 'hjem-living', 'kasteel-spa', 'sushi-kaiyo', 'sternweg-reisen'],
  newBaby: ['knuffelberg-toys', 'speelhuis-toys', 'hjem-living', 'bolero-books', 'lotusblad-massage'],
  retirement: ['thermae-solara', 'horizonte-travel', 'tuinhuys-garden', 'kookstudio-saffraan', 'kasteel-spa', 'padle-fjordtur'],
}

export const BUSINESS_PRODUCTS: Readonly<Record<BusinessKey, readonly string[]>> = {
  employeeGifts: ['choice-gift-card', 'marktplein-city-card', 'pomme-store', 'atelier-noor'],
  clientGifts: ['wijnhuis-rankwerk', 'kasteel-spa', 'avontura-experiences', 'thermae-solara'],
  incentives: ['choice-gift-card', 'stekker-electronics', 'horizonte-travel', 'pomme-store'],
}

export const LANDING_PRODUCTS: readonly [readonly string[], readonly string[]] = [
  ['kompass-outdoor', 'grill-vulcano', 'velocita-karting', 'stekker-electronics', 'koffiebranderij-zwart', 'sportwerk-arena'],
  ['maison-lavande', 'kasteel-spa', 'bijou-lune', 'celeste-cosmetics', 'parfumerie-ambrette', 'fleurette-flowers'],
]

/** Up to `count` slugs: the preferred ones the storefront sells, topped up from its popular products. */
export function pickProducts(preferred: readonly string[], available: ReadonlySet<string>, popular: readonly string[], count = PRODUCTS_PER_PAGE): string[] {
  const picked = preferred.filter((slug) => available.has(slug)).slice(0, count)
  for (const slug of popular) {
    if (picked.length >= count) break
    if (!picked.includes(slug)) picked.push(slug)
  }
  return picked
}
