import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Language, StorefrontCode } from '@/config/storefronts/types'
import type { PageContext } from '../../_lib/page-context'
import { productMetadata } from './product-metadata'

function context(code: StorefrontCode, language: Language): PageContext {
  const storefront = getStorefront(code)
  return {
    storefront,
    language,
    locale: `${language}-${storefront.country}`,
    shopper: { storefrontCode: code, storeId: storefront.storeId, language, countryCode: storefront.country },
  }
}

const product = {
  slug: 'bol-com',
  title: 'bol.com cadeaubon',
  description: 'Een cadeaubon',
  isChoiceCard: false,
  image: { __typename: 'Image' as const, url: '/card-art/bol-com/', alt: 'bol.com' },
}

beforeEach(() => {
  vi.stubEnv('STOREFRONT_URL_TEMPLATE', 'http://{code}.localhost:3100')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('productMetadata', () => {
  it('has an absolute self-canonical and hreflang alternates (Lighthouse canonical audit)', () => {
    const metadata = productMetadata(context('CBBE', 'nl'), product)
    expect(metadata.alternates).toEqual({
      canonical: 'http://cbbe.localhost:3100/cadeaubonnen/bol-com/',
      languages: {
        'nl-be': 'http://cbbe.localhost:3100/cadeaubonnen/bol-com/',
        'fr-be': 'http://cbbe.localhost:3100/fr/cartes-cadeaux/bol-com/',
        'x-default': 'http://cbbe.localhost:3100/cadeaubonnen/bol-com/',
      },
    })
    expect(metadata.robots).toEqual({ index: true, follow: true })
    expect(metadata.title).toBe('bol.com cadeaubon')
  })

  it('keeps the card image in Open Graph, with the canonical URL', () => {
    expect(productMetadata(context('CBDE', 'de'), { ...product, title: 'bol.com Gutschein' }).openGraph).toMatchObject({
      url: 'http://cbde.localhost:3100/gutscheine/bol-com/',
      title: 'bol.com Gutschein',
      images: [{ url: 'http://cbde.localhost:3100/card-art/bol-com/', alt: 'bol.com' }],
    })
  })

  it('gives the choice card its own route as canonical', () => {
    const metadata = productMetadata(context('CBBE', 'nl'), { ...product, slug: 'cadeaubonnl-keuze-cadeaukaart', isChoiceCard: true })
    expect(metadata.alternates?.canonical).toBe('http://cbbe.localhost:3100/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')
  })

  it('clips a long description at a word', () => {
    const description = String(productMetadata(context('CBBE', 'nl'), { ...product, description: 'woord '.repeat(60) }).description)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('woord…')).toBe(true)
  })
})
