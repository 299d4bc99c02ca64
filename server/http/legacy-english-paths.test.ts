import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { resolveRequestRoute } from '@/i18n/resolve-request-route'
import { legacyEnglishRedirect } from './legacy-english-paths'

/** What the proxy does: the storefront's own route first, then the English address it may have been. */
const movedTo = (code: Parameters<typeof getStorefront>[0], pathname: string) => {
  const storefront = getStorefront(code)
  return legacyEnglishRedirect(pathname, storefront, resolveRequestRoute(pathname, storefront).route)
}

describe('English addresses of the storefronts that have their own language now', () => {
  it.each([
    ['CBES', '/gift-cards/', '/tarjetas-de-regalo/'],
    ['CBES', '/gift-cards/3/', '/tarjetas-de-regalo/3/'],
    ['CBES', '/gift-cards/bol/', '/tarjetas-de-regalo/bol/'],
    ['CBES', '/gift-cards/bol/locations/utrecht-centrum/', '/tarjetas-de-regalo/bol/establecimientos/utrecht-centrum/'],
    ['CBES', '/basket/', '/carrito/'],
    ['CBES', '/checkout/', '/finalizar-compra/'],
    ['CBES', '/category/restaurants/2/', '/categoria/restaurants/2/'],
    ['CBMX', '/balance-check/', '/saldo/'],
    ['CBPL', '/account/login/', '/konto/logowanie/'],
    ['CBPL', '/basket', '/koszyk/'],
    ['CBIT', '/basket/', '/carrello/'],
    ['CBCH', '/it/gift-cards/', '/it/carte-regalo/'],
    ['CBBR', '/balance-check/', '/consultar-saldo/'],
    ['CBSE', '/basket/', '/varukorg/'],
    ['CBDK', '/basket/', '/kurv/'],
    ['CBNO', '/basket/', '/handlekurv/'],
  ] as const)('%s %s → %s', (code, from, to) => {
    expect(movedTo(code, from)).toBe(to)
  })

  it("sends a content page's English slug to the same page's slug in the language", () => {
    expect(movedTo('CBES', '/blog/ten-gift-ideas-for-someone-who-has-everything/')).toBe('/blog/diez-ideas-de-regalo-para-quien-lo-tiene-todo/')
    expect(movedTo('CBES', '/giving-moments/birthday/')).toBe('/ocasiones-para-regalar/cumpleanos/')
    expect(movedTo('CBES', '/business/employee-gifts/')).toBe('/empresas/regalos-para-empleados/')
    expect(movedTo('CBES', '/gift-for-him/')).toBe('/regalo-para-el/')
    expect(movedTo('CBPL', '/blog/ten-gift-ideas-for-someone-who-has-everything/')).toBe('/blog/dziesiec-pomyslow-na-prezent-dla-kogos-kto-ma-wszystko/')
  })

  it("leaves the language's own addresses, unknown ones and other storefronts' alone", () => {
    expect(movedTo('CBES', '/tarjetas-de-regalo/')).toBeNull()
    expect(movedTo('CBES', '/')).toBeNull()
    expect(movedTo('CBES', '/blog/diez-ideas-de-regalo-para-quien-lo-tiene-todo/')).toBeNull()
    expect(movedTo('CBES', '/regalo-para-el/')).toBeNull()
    // Not an article the storefront ever had: its 404, not a redirect to another one.
    expect(movedTo('CBES', '/blog/no-such-article/')).toBeNull()
    expect(movedTo('CBES', '/no-such-page/')).toBeNull()
    expect(movedTo('CBES', '/404/')).toBeNull()
    // German and French always had their own paths on CBCH; only its Italian served English ones.
    expect(movedTo('CBCH', '/gift-cards/')).toBeNull()
    expect(movedTo('CBCH', '/fr/gift-cards/')).toBeNull()
    // English and Dutch storefronts keep their paths.
    expect(movedTo('CBBE', '/basket/')).toBeNull()
    expect(movedTo('CKUK', '/basket/')).toBeNull()
  })
})
