import { describe, expect, it } from 'vitest'
import { countriesCombinations } from '@/config/storefronts/country-combinations'
import { STOREFRONTS } from '@/config/storefronts/registry'
import { findCountry } from './countries'
import type { CountryCombination } from '@/config/storefronts/types'
import {
  EMPTY_VALUES,
  initialValues,
  isLanguageSelectDisabled,
  languagesFor,
  onCountryChange,
  onLanguageChange,
  storeSwitchSchema,
  targetUrl,
  type StoreSwitchValues,
} from './store-switch-rules'

const combinations = countriesCombinations(STOREFRONTS.CBBE, (s) => `http://${s.code.toLowerCase()}.localhost:3100/`)
const country = (code: string) => findCountry(combinations, code)
const cbbe = { currentCountry: 'BE', combinations, languages: ['nl', 'fr'] as const, defaultLanguage: 'nl' as const }

// A hand-made country whose default language is not listed first, and one without a default flag.
const swiss: CountryCombination = {
  country: 'CH',
  url: 'https://www.cadorama.ch/',
  languagesCombinations: [
    { languageCode: 'fr', isDefault: false, currency: 'CHF' },
    { languageCode: 'de', isDefault: true, currency: 'CHF' },
  ],
}
const noDefault: CountryCombination = {
  country: 'XY',
  url: 'https://example.test/',
  languagesCombinations: [
    { languageCode: 'en', isDefault: false, currency: 'USD' },
    { languageCode: 'es', isDefault: false, currency: 'MXN' },
  ],
}

describe('language form rules', () => {
  it('lists the languages of a country and none without a country', () => {
    expect(languagesFor(country('BE')).map((l) => l.languageCode)).toEqual(['nl', 'fr'])
    expect(languagesFor(undefined)).toEqual([])
  })

  it('disables the language select when the country has one language (or none)', () => {
    expect(isLanguageSelectDisabled(country('DE'))).toBe(true)
    expect(isLanguageSelectDisabled(undefined)).toBe(true)
    expect(isLanguageSelectDisabled(country('BE'))).toBe(false)
  })

  it("resets the language to the new country's default language and takes its currency", () => {
    const start: StoreSwitchValues = { country: 'BE', language: 'fr', currency: 'EUR' }
    expect(onCountryChange(start, country('CH'))).toEqual({ country: 'CH', language: 'de', currency: 'CHF' })
    expect(onCountryChange(start, swiss)).toEqual({ country: 'CH', language: 'de', currency: 'CHF' })
    expect(onCountryChange(start, country('PL'))).toEqual({ country: 'PL', language: 'pl', currency: 'PLN' })
  })

  it('falls back to the first language (and its currency) when no language is marked default', () => {
    expect(onCountryChange(EMPTY_VALUES, noDefault)).toEqual({ country: 'XY', language: 'en', currency: 'USD' })
  })

  it('clears the form for an unknown country', () => {
    expect(onCountryChange({ country: 'BE', language: 'nl', currency: 'EUR' }, undefined)).toEqual(EMPTY_VALUES)
  })

  it('changes the language within the country; the currency follows the default language combination', () => {
    const start = onCountryChange(EMPTY_VALUES, noDefault)
    expect(onLanguageChange(start, noDefault, 'es')).toEqual({ country: 'XY', language: 'es', currency: 'USD' })
    // A language the country does not offer is ignored.
    expect(onLanguageChange(start, noDefault, 'fr')).toBe(start)
  })

  it('starts from the current storefront and page language', () => {
    expect(initialValues(combinations, 'BE', 'fr')).toEqual({ country: 'BE', language: 'fr', currency: 'EUR' })
    expect(initialValues(combinations, 'BE', 'de')).toEqual({ country: 'BE', language: 'nl', currency: 'EUR' })
    expect(initialValues(combinations, 'JP', 'nl')).toEqual(EMPTY_VALUES)
  })
})

describe('storeSwitchSchema', () => {
  it('accepts a complete choice', () => {
    expect(storeSwitchSchema.isValidSync({ country: 'BE', language: 'nl', currency: 'EUR' })).toBe(true)
  })

  it('requires country, language and currency, with translation keys as messages', async () => {
    const error = await storeSwitchSchema
      .validate({ country: '', language: ' ', currency: undefined }, { abortEarly: false })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      inner: [
        { path: 'country', message: 'countryRequired' },
        { path: 'language', message: 'languageRequired' },
        { path: 'currency', message: 'currencyRequired' },
      ],
    })
  })
})

describe('targetUrl', () => {
  it('keeps a known non-entity page: CBBE nl listing page 2 → fr', () => {
    expect(targetUrl({ ...cbbe, currentUrlPath: '/cadeaubonnen/2/', chosen: { country: 'BE', language: 'fr' } })).toBe('/fr/cartes-cadeaux/2/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/cadeaubonnen/', chosen: { country: 'BE', language: 'fr' } })).toBe('/fr/cartes-cadeaux/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/fr/panier/', chosen: { country: 'BE', language: 'nl' } })).toBe('/winkelmandje/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/fr/', chosen: { country: 'BE', language: 'nl' } })).toBe('/')
  })

  it('keeps a product page: its slug is the same in every language', () => {
    expect(targetUrl({ ...cbbe, currentUrlPath: '/cadeaubonnen/some-brand/', chosen: { country: 'BE', language: 'fr' } })).toBe('/fr/cartes-cadeaux/some-brand/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/fr/cartes-cadeaux/une-marque/', chosen: { country: 'BE', language: 'nl' } })).toBe('/cadeaubonnen/une-marque/')
  })

  it("goes to the overview or the language's home from one language's content, and home from an unknown path", () => {
    expect(targetUrl({ ...cbbe, currentUrlPath: '/blog/mijn-artikel/', chosen: { country: 'BE', language: 'fr' } })).toBe('/fr/blog/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/een-actie/', chosen: { country: 'BE', language: 'fr' } })).toBe('/fr/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/nl/oops/', chosen: { country: 'BE', language: 'fr' } })).toBe('/fr/')
  })

  it("goes to another country's storefront", () => {
    expect(targetUrl({ ...cbbe, currentUrlPath: '/cadeaubonnen/2/', chosen: { country: 'DE', language: 'de' } })).toBe('http://cbde.localhost:3100/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/', chosen: { country: 'NL', language: 'nl' } })).toBe('http://cb.localhost:3100/')
  })

  it("adds the language prefix when the chosen language is not that storefront's default", () => {
    expect(targetUrl({ ...cbbe, currentUrlPath: '/', chosen: { country: 'CH', language: 'fr' } })).toBe('http://cbch.localhost:3100/fr/')
    expect(targetUrl({ ...cbbe, currentUrlPath: '/', chosen: { country: 'CH', language: 'de' } })).toBe('http://cbch.localhost:3100/')
    expect(targetUrl({ ...cbbe, combinations: [swiss], currentUrlPath: '/', chosen: { country: 'CH', language: 'fr' } })).toBe('https://www.cadorama.ch/fr/')
  })

  it('uses the rules of the current storefront, not BE, on another storefront', () => {
    const cbch = { currentCountry: 'CH', combinations, languages: ['de', 'fr', 'it'] as const, defaultLanguage: 'de' as const }
    expect(targetUrl({ ...cbch, currentUrlPath: '/gutscheine/', chosen: { country: 'CH', language: 'fr' } })).toBe('/fr/cartes-cadeaux/')
    expect(targetUrl({ ...cbch, currentUrlPath: '/gutscheine/', chosen: { country: 'BE', language: 'nl' } })).toBe('http://cbbe.localhost:3100/')
  })

  it('returns null for a country or language that is not offered', () => {
    expect(targetUrl({ ...cbbe, currentUrlPath: '/', chosen: { country: 'JP', language: 'ja' } })).toBeNull()
    expect(targetUrl({ ...cbbe, currentUrlPath: '/', chosen: { country: 'BE', language: 'de' } })).toBeNull()
    expect(targetUrl({ ...cbbe, currentUrlPath: '/', chosen: { country: '', language: '' } })).toBeNull()
  })
})
