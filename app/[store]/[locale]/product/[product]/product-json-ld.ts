/**
 * schema.org Product data of the product page, so search engines show name, image and price range.
 * Pure (no server imports) so it is unit-tested on its own.
 */
interface Money { currency: string; value: number }

export interface ProductJsonLdInput {
  name: string
  description: string
  /** Absolute URLs. */
  url: string
  image: string
  brand: string
  /** Every price the product is sold at: fixed values and the ends of custom ranges. */
  prices: readonly Money[]
}

export function productJsonLd(input: ProductJsonLdInput) {
  const values = input.prices.map((price) => price.value)
  const currency = input.prices[0]?.currency
  const low = Math.min(...values)
  const high = Math.max(...values)
  const base = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.image,
    url: input.url,
    brand: { '@type': 'Brand', name: input.brand },
  }
  if (!currency || values.length === 0) return base
  const availability = 'https://schema.org/InStock'
  // One price is an Offer; a choice of prices (or a free amount) is a range: AggregateOffer.
  const offers = low === high
    ? { '@type': 'Offer', price: low, priceCurrency: currency, availability, url: input.url }
    : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, priceCurrency: currency, availability, url: input.url }
  return { ...base, offers }
}

/**
 * JSON for an inline <script>: `<` is escaped so a text containing "</script>" (or "<!--") cannot end
 * the script element early; U+2028/2029 so that older parsers read it as one line.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
