import { describe, expect, it } from 'vitest'
import { getStorefront } from '../config/storefronts/resolve'
import { DEFAULT_TOGGLES } from '../config/storefronts/toggles'
import type { FeatureToggles, Language, StorefrontCode } from '../config/storefronts/types'
import {
  absoluteUrl,
  alternateLanguages,
  hreflangCode,
  hreflangTags,
  isIndexableLanguage,
  openGraphLocale,
  robotsFor,
  type PageRobotsFlag,
  type RobotsDirectives,
} from './seo'

const env = { STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3100' }
const toggles = (overrides: Partial<FeatureToggles> = {}): FeatureToggles => ({ ...DEFAULT_TOGGLES, ...overrides })

describe('robotsFor (docs/rules/pages-and-seo.md: pages can be noindex/nofollow via feature toggle, the French CBBE build, or a flag)', () => {
  const cases: ReadonlyArray<{
    name: string
    store: StorefrontCode
    language: Language
    toggles?: Partial<FeatureToggles>
    flag?: PageRobotsFlag
    hasMetadata?: boolean
    expected: RobotsDirectives
  }> = [
    { name: 'a page with metadata and no flags is indexed and followed', store: 'CBBE', language: 'nl', expected: { index: true, follow: true } },
    { name: 'the French CBBE pages are indexed while isCBBEFrench is off', store: 'CBBE', language: 'fr', expected: { index: true, follow: true } },
    { name: 'feature toggle hardcodeNoindexNofollow: noindex, nofollow', store: 'CBBE', language: 'nl', toggles: { hardcodeNoindexNofollow: true }, expected: { index: false, follow: false } },
    { name: 'feature toggle hardcodeNoindexNofollow applies to every storefront', store: 'CBDE', language: 'de', toggles: { hardcodeNoindexNofollow: true }, expected: { index: false, follow: false } },
    { name: 'the French CBBE build (isCBBEFrench on, CBBE in fr): noindex, nofollow', store: 'CBBE', language: 'fr', toggles: { isCBBEFrench: true }, expected: { index: false, follow: false } },
    { name: 'isCBBEFrench leaves the Dutch CBBE pages alone', store: 'CBBE', language: 'nl', toggles: { isCBBEFrench: true }, expected: { index: true, follow: true } },
    { name: 'isCBBEFrench leaves French pages of other storefronts alone', store: 'CBFR', language: 'fr', toggles: { isCBBEFrench: true }, expected: { index: true, follow: true } },
    { name: 'isCBBEFrench leaves the French half of GCSBE alone', store: 'GCSBE', language: 'fr', toggles: { isCBBEFrench: true }, expected: { index: true, follow: true } },
    { name: 'a noindex flag', store: 'CBBE', language: 'nl', flag: { noindex: true }, expected: { index: false, follow: true } },
    { name: 'a nofollow flag', store: 'CBBE', language: 'nl', flag: { nofollow: true }, expected: { index: true, follow: false } },
    { name: 'both flags', store: 'CBBE', language: 'fr', flag: { noindex: true, nofollow: true }, expected: { index: false, follow: false } },
    { name: 'a flag cannot lift the toggle', store: 'CBBE', language: 'nl', toggles: { hardcodeNoindexNofollow: true }, flag: { noindex: false, nofollow: false }, expected: { index: false, follow: false } },
    { name: 'without metadata the default is noindex and nofollow', store: 'CBBE', language: 'nl', hasMetadata: false, expected: { index: false, follow: false } },
  ]

  it.each(cases)('$name', (c) => {
    expect(
      robotsFor({
        storefront: getStorefront(c.store),
        language: c.language,
        toggles: toggles(c.toggles),
        ...(c.flag ? { flag: c.flag } : {}),
        hasMetadata: c.hasMetadata ?? true,
      }),
    ).toEqual(c.expected)
  })

  it('isIndexableLanguage follows the toggles only', () => {
    const cbbe = getStorefront('CBBE')
    expect(isIndexableLanguage(cbbe, 'fr', toggles({ isCBBEFrench: true }))).toBe(false)
    expect(isIndexableLanguage(cbbe, 'nl', toggles({ isCBBEFrench: true }))).toBe(true)
    expect(isIndexableLanguage(cbbe, 'nl', toggles({ hardcodeNoindexNofollow: true }))).toBe(false)
  })
})

describe('alternate-language tags (docs/rules/pages-and-seo.md: language code plus lowercase country code; default language at origin root, others under language prefix)', () => {
  it.each([
    ['nl', 'BE', 'nl-be'],
    ['fr', 'BE', 'fr-be'],
    ['en', 'GB', 'en-gb'],
    ['de', 'de', 'de-de'],
  ] as const)('%s + %s → %s', (language, country, expected) => {
    expect(hreflangCode(language, country)).toBe(expected)
  })

  it('Open Graph locales use an underscore and an upper-case country', () => {
    expect(openGraphLocale('nl', 'BE')).toBe('nl_BE')
    expect(openGraphLocale('fr', 'be')).toBe('fr_BE')
  })

  const cases: ReadonlyArray<{ name: string; store: StorefrontCode; route: Parameters<typeof alternateLanguages>[0]; params: Record<string, string | number>; expected: Record<string, string> }> = [
    {
      name: 'CBBE home: nl at the root, fr under /fr/, x-default → nl',
      store: 'CBBE',
      route: 'home',
      params: {},
      expected: { 'nl-be': 'http://cbbe.localhost:3100/', 'fr-be': 'http://cbbe.localhost:3100/fr/', 'x-default': 'http://cbbe.localhost:3100/' },
    },
    {
      name: 'CBBE listing page 2 keeps the page number in every language',
      store: 'CBBE',
      route: 'productListing',
      params: { page: 2 },
      expected: {
        'nl-be': 'http://cbbe.localhost:3100/cadeaubonnen/2/',
        'fr-be': 'http://cbbe.localhost:3100/fr/cartes-cadeaux/2/',
        'x-default': 'http://cbbe.localhost:3100/cadeaubonnen/2/',
      },
    },
    {
      name: 'entity pages: the slug is the same in every language',
      store: 'CBBE',
      route: 'productDetail',
      params: { product: 'bol-com' },
      expected: {
        'nl-be': 'http://cbbe.localhost:3100/cadeaubonnen/bol-com/',
        'fr-be': 'http://cbbe.localhost:3100/fr/cartes-cadeaux/bol-com/',
        'x-default': 'http://cbbe.localhost:3100/cadeaubonnen/bol-com/',
      },
    },
    {
      name: 'CBCH: three languages, de by default, each on its own paths',
      store: 'CBCH',
      route: 'productListing',
      params: {},
      expected: {
        'de-ch': 'http://cbch.localhost:3100/gutscheine/',
        'fr-ch': 'http://cbch.localhost:3100/fr/cartes-cadeaux/',
        'it-ch': 'http://cbch.localhost:3100/it/carte-regalo/',
        'x-default': 'http://cbch.localhost:3100/gutscheine/',
      },
    },
    {
      name: 'a one-language storefront still names its language and x-default',
      store: 'CKUK',
      route: 'home',
      params: {},
      expected: { 'en-gb': 'http://ckuk.localhost:3100/', 'x-default': 'http://ckuk.localhost:3100/' },
    },
  ]

  it.each(cases)('$name', (c) => {
    expect(alternateLanguages(c.route, c.params, getStorefront(c.store), { env })).toEqual(c.expected)
  })

  it('lists the default language first, then the others in storefront order', () => {
    expect(Object.keys(alternateLanguages('home', {}, getStorefront('CBBE'), { env }))).toEqual(['nl-be', 'fr-be', 'x-default'])
  })

  it('can be limited to the indexable languages', () => {
    expect(alternateLanguages('home', {}, getStorefront('CBBE'), { env, languages: ['nl'] })).toEqual({
      'nl-be': 'http://cbbe.localhost:3100/',
      'x-default': 'http://cbbe.localhost:3100/',
    })
    // Without the default language there is no x-default to point at.
    expect(alternateLanguages('home', {}, getStorefront('CBBE'), { env, languages: ['fr'] })).toEqual({
      'fr-be': 'http://cbbe.localhost:3100/fr/',
    })
  })

  it("names each language's version of a page whose slug differs per language, and leaves out a language without one", () => {
    const cbbe = getStorefront('CBBE')
    const paramsByLanguage = { nl: { product: 'verjaardag' }, fr: { product: 'anniversaire' } }
    expect(alternateLanguages('givingMomentsPage', { product: 'verjaardag' }, cbbe, { env, paramsByLanguage })).toEqual({
      'nl-be': 'http://cbbe.localhost:3100/geefmomenten/verjaardag/',
      'fr-be': 'http://cbbe.localhost:3100/fr/moments-de-generosite/anniversaire/',
      'x-default': 'http://cbbe.localhost:3100/geefmomenten/verjaardag/',
    })
    expect(alternateLanguages('blogArticle', { path: 'dix-idees' }, cbbe, { env, paramsByLanguage: { fr: { path: 'dix-idees' } } })).toEqual({
      'fr-be': 'http://cbbe.localhost:3100/fr/blog/dix-idees/',
    })
  })

  it('the tags carry the docs/rules/pages-and-seo.md fields (langCode, countryCode, origin, path, isDefault)', () => {
    expect(hreflangTags('home', {}, getStorefront('CBBE'), { env })).toEqual([
      { langCode: 'nl', countryCode: 'be', origin: 'http://cbbe.localhost:3100', path: '/', isDefault: true },
      { langCode: 'fr', countryCode: 'be', origin: 'http://cbbe.localhost:3100', path: '/fr/', isDefault: false },
    ])
  })

  it('uses the configured origin: https + the first production host without a template', () => {
    expect(absoluteUrl('productListing', {}, 'fr', getStorefront('CBBE'), {})).toBe(
      `https://${getStorefront('CBBE').hostNames[0]}/fr/cartes-cadeaux/`,
    )
    expect(absoluteUrl('home', {}, 'de', getStorefront('CBDE'), { STOREFRONT_HOSTS: 'CBDE=shop.example.de' })).toBe('https://shop.example.de/')
  })
})
