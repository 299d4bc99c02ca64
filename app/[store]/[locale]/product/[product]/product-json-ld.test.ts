import { describe, expect, it } from 'vitest'
import { productJsonLd, serializeJsonLd } from './product-json-ld'

const eur = (value: number) => ({ currency: 'EUR', value })
const input = {
  name: 'Bloom cadeaubon',
  description: 'Een cadeaubon',
  url: 'https://www.cadorama.be/cadeaubonnen/bloom/',
  image: 'https://www.cadorama.be/card-art/bloom/',
  brand: 'Cadorama',
}

describe('productJsonLd', () => {
  it('describes a price range as an AggregateOffer in the product currency', () => {
    expect(productJsonLd({ ...input, prices: [eur(10), eur(150), eur(25)] })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bloom cadeaubon',
      brand: { '@type': 'Brand', name: 'Cadorama' },
      offers: { '@type': 'AggregateOffer', lowPrice: 10, highPrice: 150, priceCurrency: 'EUR' },
    })
  })

  it('describes a single price as an Offer, and no prices as no offers', () => {
    expect(productJsonLd({ ...input, prices: [eur(2.95)] })).toMatchObject({ offers: { '@type': 'Offer', price: 2.95 } })
    expect(productJsonLd({ ...input, prices: [] })).not.toHaveProperty('offers')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' })
  })
})
