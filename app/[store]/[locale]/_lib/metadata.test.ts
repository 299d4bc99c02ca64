import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Language, StorefrontCode } from '@/config/storefronts/types'
import { pageMetadata } from './metadata'
import type { PageContext } from './page-context'

function context(code: StorefrontCode, language: Language): PageContext {
  const storefront = getStorefront(code)
  return {
    storefront,
    language,
    locale: `${language}-${storefront.country}`,
    shopper: { storefrontCode: code, storeId: storefront.storeId, language, countryCode: storefront.country },
  }
}

beforeEach(() => {
  vi.stubEnv('STOREFRONT_URL_TEMPLATE', 'http://{code}.localhost:3100')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('pageMetadata', () => {
  it('gives title, description, absolute self-canonical, hreflang alternates, robots and Open Graph', () => {
    expect(pageMetadata({ context: context('CBBE', 'fr'), route: 'productListing', params: { page: 2 }, title: 'Cartes cadeaux – page 2', description: 'Toutes' })).toEqual({
      title: 'Cartes cadeaux – page 2',
      description: 'Toutes',
      alternates: {
        canonical: 'http://cbbe.localhost:3100/fr/cartes-cadeaux/2/',
        languages: {
          'nl-be': 'http://cbbe.localhost:3100/cadeaubonnen/2/',
          'fr-be': 'http://cbbe.localhost:3100/fr/cartes-cadeaux/2/',
          'x-default': 'http://cbbe.localhost:3100/cadeaubonnen/2/',
        },
      },
      robots: { index: true, follow: true },
      openGraph: {
        type: 'website',
        siteName: 'Cadorama',
        locale: 'fr_BE',
        alternateLocale: ['nl_BE'],
        url: 'http://cbbe.localhost:3100/fr/cartes-cadeaux/2/',
        title: 'Cartes cadeaux – page 2',
        description: 'Toutes',
      },
    })
  })

  it('without metadata: empty title, noindex and nofollow (docs/rules/pages-and-seo.md)', () => {
    const metadata = pageMetadata({ context: context('CBBE', 'nl'), route: 'home', title: '  ' })
    expect(metadata.title).toEqual({ absolute: '' })
    expect(metadata.robots).toEqual({ index: false, follow: false })
  })

  it('names the page keywords in a keywords meta tag, and sets none without any', () => {
    expect(pageMetadata({ context: context('CBBE', 'nl'), route: 'home', title: 'x', keywords: ['verjaardagscadeau', 'cadeaubon verjaardag'] }).keywords).toEqual(['verjaardagscadeau', 'cadeaubon verjaardag'])
    expect(pageMetadata({ context: context('CBBE', 'nl'), route: 'home', title: 'x', keywords: [] })).not.toHaveProperty('keywords')
    expect(pageMetadata({ context: context('CBBE', 'nl'), route: 'home', title: 'x' })).not.toHaveProperty('keywords')
  })

  it('passes page flags through', () => {
    expect(pageMetadata({ context: context('CBBE', 'nl'), route: 'home', title: 'x', robots: { noindex: true } }).robots).toEqual({ index: false, follow: true })
  })

  it('the French CBBE build: noindex, nofollow, no alternates; the Dutch pages drop the fr alternate', () => {
    vi.stubEnv('FEATURE_CBBE_ISCBBEFRENCH', 'true')
    const french = pageMetadata({ context: context('CBBE', 'fr'), route: 'home', title: 'Accueil' })
    expect(french.robots).toEqual({ index: false, follow: false })
    expect(french.alternates).toEqual({ canonical: 'http://cbbe.localhost:3100/fr/' })
    const dutch = pageMetadata({ context: context('CBBE', 'nl'), route: 'home', title: 'Home' })
    expect(dutch.alternates?.languages).toEqual({ 'nl-be': 'http://cbbe.localhost:3100/', 'x-default': 'http://cbbe.localhost:3100/' })
  })

  it('hardcodeNoindexNofollow makes every page noindex, nofollow', () => {
    vi.stubEnv('FEATURE_HARDCODENOINDEXNOFOLLOW', 'true')
    expect(pageMetadata({ context: context('CBDE', 'de'), route: 'home', title: 'Start' }).robots).toEqual({ index: false, follow: false })
  })
})
