import { describe, expect, it } from 'vitest'
import { countriesCombinations } from './country-combinations'
import { STOREFRONTS } from './registry'

const dev = (port: number) => (storefront: { code: string }) => `http://${storefront.code.toLowerCase()}.localhost:${port}/`

describe('countriesCombinations', () => {
  it('lists one entry per country of the CB family, with the storefront URL, languages and currency', () => {
    const combinations = countriesCombinations(STOREFRONTS.CBBE, dev(3000))
    const countries = combinations.map((combination) => combination.country)
    expect(countries).toHaveLength(19)
    expect(new Set(countries).size).toBe(countries.length)
    expect(combinations.find((c) => c.country === 'BE')).toEqual({
      country: 'BE',
      url: 'http://cbbe.localhost:3000/',
      languagesCombinations: [
        { languageCode: 'nl', isDefault: true, currency: 'EUR' },
        { languageCode: 'fr', isDefault: false, currency: 'EUR' },
      ],
    })
    // The CB storefront serves the Netherlands.
    expect(combinations.find((c) => c.country === 'NL')?.url).toBe('http://cb.localhost:3000/')
    expect(combinations.find((c) => c.country === 'CH')?.languagesCombinations).toEqual([
      { languageCode: 'de', isDefault: true, currency: 'CHF' },
      { languageCode: 'fr', isDefault: false, currency: 'CHF' },
      { languageCode: 'it', isDefault: false, currency: 'CHF' },
    ])
  })

  it('links only to storefronts of the current brand family and skips countries the family lacks', () => {
    const kadolino = countriesCombinations(STOREFRONTS.CKFR, dev(3000))
    expect(kadolino.map((c) => c.country)).toEqual(['NL', 'FR', 'GB'])
    expect(kadolino.map((c) => c.url)).toEqual(['http://ck.localhost:3000/', 'http://ckfr.localhost:3000/', 'http://ckuk.localhost:3000/'])
    const giftswap = countriesCombinations(STOREFRONTS.GCSBE, dev(3000))
    expect(giftswap.map((c) => c.country)).not.toContain('US')
    expect(giftswap.every((c) => c.url.startsWith('http://gcs') || c.url.startsWith('http://gcuk'))).toBe(true)
  })

  it('offers the current storefront for its own country when the family has two there', () => {
    const fromGcsuk = countriesCombinations(STOREFRONTS.GCSUK, dev(3000))
    const fromGcuk = countriesCombinations(STOREFRONTS.GCUK, dev(3000))
    expect(fromGcsuk.filter((c) => c.country === 'GB').map((c) => c.url)).toEqual(['http://gcsuk.localhost:3000/'])
    expect(fromGcuk.filter((c) => c.country === 'GB').map((c) => c.url)).toEqual(['http://gcuk.localhost:3000/'])
    // Same position in the list either way.
    expect(fromGcuk.map((c) => c.country)).toEqual(fromGcsuk.map((c) => c.country))
  })

  it('turns a bare host into an https URL and normalises the trailing slash', () => {
    const combinations = countriesCombinations(STOREFRONTS.CBBE, (storefront) => storefront.hostNames[0] ?? '')
    expect(combinations.find((c) => c.country === 'DE')?.url).toBe('https://www.cadorama.de/')
    const origins = countriesCombinations(STOREFRONTS.CBBE, (storefront) => `https://${storefront.hostNames[0] ?? ''}//`)
    expect(origins.find((c) => c.country === 'BE')?.url).toBe('https://www.cadorama.be/')
  })

  it('defaults to the configured storefront origins', () => {
    const combinations = countriesCombinations(STOREFRONTS.CBBE)
    for (const combination of combinations) expect(combination.url).toMatch(/^https?:\/\/[^/]+\/$/)
  })
})
