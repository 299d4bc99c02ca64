import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { notFoundRoute, resolveRequestRoute } from './resolve-request-route'

describe('resolveRequestRoute', () => {
  const cbbe = getStorefront('CBBE')
  const cbde = getStorefront('CBDE')

  it.each([
    [cbbe, '/', 'nl', 'home', '/cbbe/nl/'],
    [cbbe, '/fr/', 'fr', 'home', '/cbbe/fr/'],
    [cbbe, '/cadeaubonnen/', 'nl', 'productListing', '/cbbe/nl/products/'],
    [cbbe, '/cadeaubonnen/2/', 'nl', 'productListing', '/cbbe/nl/products/2/'],
    [cbbe, '/fr/cartes-cadeaux/3/', 'fr', 'productListing', '/cbbe/fr/products/3/'],
    [cbde, '/gutscheine/', 'de', 'productListing', '/cbde/de/products/'],
    [cbbe, '/kerstcadeaus/', 'nl', 'landing', '/cbbe/nl/landing/kerstcadeaus/'],
  ])('%s %s → %s %s %s', (storefront, pathname, language, route, internalPath) => {
    expect(resolveRequestRoute(pathname, storefront)).toEqual({ language, route, internalPath, notFound: false })
  })

  it('sends unknown paths to the 404 of the language the prefix names, answered with status 404', () => {
    expect(resolveRequestRoute('/fr/cartes-cadeaux/1/', cbbe)).toEqual({ language: 'fr', route: null, internalPath: '/cbbe/fr/not-found/', notFound: true })
    expect(resolveRequestRoute('/cadeaubonnen/01/', cbbe)).toEqual({ language: 'nl', route: null, internalPath: '/cbbe/nl/not-found/', notFound: true })
    expect(resolveRequestRoute('/a/b/c/', cbbe)).toEqual({ language: 'nl', route: null, internalPath: '/cbbe/nl/not-found/', notFound: true })
    // The 404 page's own address is a 404 too.
    expect(resolveRequestRoute('/fr/404/', cbbe)).toEqual({ language: 'fr', route: 'notFound', internalPath: '/cbbe/fr/not-found/', notFound: true })
    expect(resolveRequestRoute('/nl/cadeaubonnen/', cbbe).language).toBe('nl')
  })

  it("names the storefront's 404 page in a language, for the server to answer a page whose data is missing", () => {
    expect(notFoundRoute(cbbe, 'fr')).toEqual({ language: 'fr', route: null, internalPath: '/cbbe/fr/not-found/', notFound: true })
    expect(notFoundRoute(cbde, 'de')).toEqual({ language: 'de', route: null, internalPath: '/cbde/de/not-found/', notFound: true })
  })
})
