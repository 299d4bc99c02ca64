import { describe, it, expect } from 'vitest'
import type { Language } from '../config/storefronts/types'
import { isEntityPath, switchLanguagePath } from './language-switch'
import {
  internalPath,
  isPaginatedRoute,
  isRouteName,
  localizePath,
  routePattern,
  type RouteName,
  type RouteParams,
} from './localize'
import { parseLocalizedPath } from './parse-localized-path'
import { ROUTE_NAMES, routeDefinition } from './pathnames'
import { COMPLETE_LANGUAGES } from '@/config/storefronts/types'

const CBBE_LANGUAGES: readonly Language[] = ['nl', 'fr']

type Case = readonly [path: string, route: RouteName, params: Record<string, string>]

/** Every Dutch path of docs/rules/storefronts.md, with parameters filled in. */
const DUTCH_PATHS: readonly Case[] = [
  ['/', 'home', {}],
  ['/zoeken/', 'search', {}],
  ['/cadeaubonnen/', 'productListing', {}],
  ['/cadeaubonnen/2/', 'productListing', { page: '2' }],
  ['/cadeaubonnen/137/', 'productListing', { page: '137' }],
  ['/cadeaubonnen/some-brand/', 'productDetail', { product: 'some-brand' }],
  ['/cadeaubonnen/some-brand/locaties/', 'locations', { product: 'some-brand' }],
  ['/cadeaubonnen/some-brand/locaties/gent/', 'locationDetail', { product: 'some-brand', location: 'gent' }],
  ['/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/', 'choiceCard', {}],
  ['/categorie/alle-cadeaubonnen/', 'allCategories', {}],
  ['/categorie/wellness/', 'category', { url: 'wellness' }],
  ['/categorie/wellness/3/', 'category', { url: 'wellness', page: '3' }],
  ['/winkelmandje/', 'basket', {}],
  ['/bestellen/', 'checkout', {}],
  ['/bestellen/abc-123/', 'checkoutConfirmation', { uuid: 'abc-123' }],
  ['/bestellen/gelukt/', 'checkoutSuccess', {}],
  ['/bestellen/betaling-verwerken/', 'paymentProcessing', {}],
  ['/nabestellen/', 'reorder', {}],
  ['/testbetaling/', 'testPayment', {}],
  ['/saldocheck/', 'balanceCheck', {}],
  ['/saldocheck/inwisselen/', 'redeemShop', {}],
  ['/saldocheck/inwisselen/2/', 'redeemShop', { page: '2' }],
  ['/saldocheck/inwisselen/acme-corp/', 'businessRedeemShop', { pageId: 'acme-corp' }],
  ['/saldocheck/inwisselen/acme-corp/4/', 'businessRedeemShop', { pageId: 'acme-corp', page: '4' }],
  ['/saldocheck/info/acme-corp/', 'redeemInfo', { pageId: 'acme-corp' }],
  ['/saldocheck/checkout/', 'redeemCheckout', {}],
  ['/activeren/', 'activation', {}],
  ['/activeren/gelukt/', 'activationSuccess', {}],
  ['/verdubbelaar/', 'doubler', {}],
  ['/verdubbelaar/bedankt/', 'doublerThankYou', {}],
  ['/verdubbelaar/bedankt/some-brand/', 'doublerThankYou', { product: 'some-brand' }],
  ['/account/', 'accountIdentify', {}],
  ['/account/login/', 'accountLogin', {}],
  ['/account/registreren/', 'accountRegister', {}],
  ['/account/registreren/success/', 'accountRegisterSuccess', {}],
  ['/account/wachtwoord-vergeten/', 'accountForgotPassword', {}],
  ['/account/wachtwoord-vergeten/success/', 'accountForgotPasswordSuccess', {}],
  ['/account/nieuw-wachtwoord/', 'accountNewPassword', {}],
  ['/account/nieuw-wachtwoord/succes/', 'accountNewPasswordSuccess', {}],
  ['/account/overzicht/', 'accountOverview', {}],
  ['/account/bestellingen/', 'accountOrders', {}],
  ['/account/adresboek/', 'accountAddressBook', {}],
  ['/account/gegevens/', 'accountDetails', {}],
  ['/geefmomenten/', 'givingMoments', {}],
  ['/geefmomenten/moederdag/', 'givingMomentsPage', { product: 'moederdag' }],
  ['/zakelijk/', 'business', {}],
  ['/zakelijk/kerstpakket/', 'businessProduct', { product: 'kerstpakket' }],
  ['/blog/', 'blog', {}],
  ['/blog/tips-voor-cadeaus/', 'blogArticle', { path: 'tips-voor-cadeaus' }],
  ['/restaurants/brasserie-mosselbank/', 'restaurant', { product: 'brasserie-mosselbank' }],
  ['/algemene-voorwaarden/', 'terms', {}],
  ['/privacy/', 'privacy', {}],
  ['/cookieverklaring/', 'cookies', {}],
  ['/helpdesk/', 'helpdesk', {}],
  ['/bench-static/', 'benchStatic', {}],
  ['/enquete/', 'survey', {}],
  ['/uitleg-keuze-cadeaukaart/', 'choiceCardExplanation', {}],
  ['/klantenservice/contact/', 'contact', {}],
  ['/cancelation-policy/', 'cancelationPolicy', {}],
  ['/delivery/', 'delivery', {}],
  ['/404/', 'notFound', {}],
  ['/kaartgegevens/tok3n/', 'cardData', { token: 'tok3n' }],
  ['/some-page/', 'landing', { path: 'some-page' }],
]

/** Every French path of docs/rules/pages-and-seo.md, on CBBE where fr is not the default language. */
const FRENCH_PATHS: readonly Case[] = [
  ['/fr/', 'home', {}],
  ['/fr/cartes-cadeaux/', 'productListing', {}],
  ['/fr/cartes-cadeaux/2/', 'productListing', { page: '2' }],
  ['/fr/cartes-cadeaux/some-brand/', 'productDetail', { product: 'some-brand' }],
  ['/fr/cartes-cadeaux/some-brand/locaties/', 'locations', { product: 'some-brand' }],
  ['/fr/cartes-cadeaux/some-brand/locatie/liege/', 'locationDetail', { product: 'some-brand', location: 'liege' }],
  ['/fr/categorie/tous-les-cartes-cadeaux/', 'allCategories', {}],
  ['/fr/panier/', 'basket', {}],
  ['/fr/commander/', 'checkout', {}],
  ['/fr/commander/abc-123/', 'checkoutConfirmation', { uuid: 'abc-123' }],
  ['/fr/commander/betaling-verwerken/', 'paymentProcessing', {}],
  ['/fr/commander-a-nouveau/', 'reorder', {}],
  ['/fr/activation/', 'activation', {}],
  ['/fr/activation/reussie/', 'activationSuccess', {}],
  ['/fr/solde/', 'balanceCheck', {}],
  ['/fr/solde/info/acme-corp/', 'redeemInfo', { pageId: 'acme-corp' }],
  ['/fr/solde/echanger/', 'redeemShop', {}],
  ['/fr/solde/paiement/', 'redeemCheckout', {}],
  ['/fr/doubleur/', 'doubler', {}],
  ['/fr/doubleur/remerciements/', 'doublerThankYou', {}],
  ['/fr/compte/', 'accountIdentify', {}],
  ['/fr/compte/connexion/', 'accountLogin', {}],
  ['/fr/compte/sinscrire/', 'accountRegister', {}],
  ['/fr/compte/sinscrire/succes/', 'accountRegisterSuccess', {}],
  ['/fr/compte/tableau-de-bord/', 'accountOverview', {}],
  ['/fr/compte/commandes/', 'accountOrders', {}],
  ['/fr/compte/donnees/', 'accountDetails', {}],
  ['/fr/compte/repertoire/', 'accountAddressBook', {}],
  ['/fr/compte/mot-de-passe-oublie/', 'accountForgotPassword', {}],
  ['/fr/compte/nouveau-mot-de-passe/', 'accountNewPassword', {}],
  ['/fr/professionnel/', 'business', {}],
  ['/fr/moments-de-generosite/', 'givingMoments', {}],
  ['/fr/restaurants/brasserie-mosselbank/', 'restaurant', { product: 'brasserie-mosselbank' }],
  ['/fr/nous-contacter/', 'contact', {}],
  ['/fr/sondage/', 'survey', {}],
  ['/fr/explications-carte-cadeau-au-choix/', 'choiceCardExplanation', {}],
  ['/fr/politique-de-cookies/', 'cookies', {}],
  ['/fr/bench-static/', 'benchStatic', {}],
  ['/fr/confidentialite/', 'privacy', {}],
  ['/fr/conditions-generales/', 'terms', {}],
]

/**
 * Every German path, as on CBDE (de only, so no prefix). Written out rather than read from the
 * pathname table, so a typo there (in the activation path a card holder types from the card's
 * back) fails here.
 */
const GERMAN_PATHS: readonly Case[] = [
  ['/', 'home', {}],
  ['/gutscheine/', 'productListing', {}],
  ['/gutscheine/some-brand/', 'productDetail', { product: 'some-brand' }],
  ['/gutscheine/auswahlgutschein/', 'choiceCard', {}],
  ['/gutscheine/some-brand/standorte/', 'locations', { product: 'some-brand' }],
  ['/gutscheine/some-brand/standorte/gent/', 'locationDetail', { product: 'some-brand', location: 'gent' }],
  ['/kategorie/alle-gutscheine/', 'allCategories', {}],
  ['/kategorie/wellness/', 'category', { url: 'wellness' }],
  ['/suche/', 'search', {}],
  ['/warenkorb/', 'basket', {}],
  ['/kasse/', 'checkout', {}],
  ['/kasse/abc-123/', 'checkoutConfirmation', { uuid: 'abc-123' }],
  ['/kasse/erfolgreich/', 'checkoutSuccess', {}],
  ['/kasse/zahlung-wird-verarbeitet/', 'paymentProcessing', {}],
  ['/testzahlung/', 'testPayment', {}],
  ['/nachbestellen/', 'reorder', {}],
  ['/guthaben/', 'balanceCheck', {}],
  ['/guthaben/einloesen/', 'redeemShop', {}],
  ['/guthaben/einloesen/acme-corp/', 'businessRedeemShop', { pageId: 'acme-corp' }],
  ['/guthaben/info/acme-corp/', 'redeemInfo', { pageId: 'acme-corp' }],
  ['/guthaben/kasse/', 'redeemCheckout', {}],
  ['/aktivieren/', 'activation', {}],
  ['/aktivieren/erfolgreich/', 'activationSuccess', {}],
  ['/verdoppler/', 'doubler', {}],
  ['/verdoppler/danke/', 'doublerThankYou', {}],
  ['/konto/', 'accountIdentify', {}],
  ['/konto/anmelden/', 'accountLogin', {}],
  ['/konto/registrieren/', 'accountRegister', {}],
  ['/konto/registrieren/erfolgreich/', 'accountRegisterSuccess', {}],
  ['/konto/passwort-vergessen/', 'accountForgotPassword', {}],
  ['/konto/passwort-vergessen/erfolgreich/', 'accountForgotPasswordSuccess', {}],
  ['/konto/neues-passwort/', 'accountNewPassword', {}],
  ['/konto/neues-passwort/erfolgreich/', 'accountNewPasswordSuccess', {}],
  ['/konto/uebersicht/', 'accountOverview', {}],
  ['/konto/bestellungen/', 'accountOrders', {}],
  ['/konto/adressbuch/', 'accountAddressBook', {}],
  ['/konto/daten/', 'accountDetails', {}],
  ['/geschenkmomente/', 'givingMoments', {}],
  ['/geschenkmomente/some-brand/', 'givingMomentsPage', { product: 'some-brand' }],
  ['/geschaeftskunden/', 'business', {}],
  ['/geschaeftskunden/some-brand/', 'businessProduct', { product: 'some-brand' }],
  ['/blog/', 'blog', {}],
  ['/blog/some-page/', 'blogArticle', { path: 'some-page' }],
  ['/restaurants/some-brand/', 'restaurant', { product: 'some-brand' }],
  ['/agb/', 'terms', {}],
  ['/datenschutz/', 'privacy', {}],
  ['/cookie-richtlinie/', 'cookies', {}],
  ['/umfrage/', 'survey', {}],
  ['/auswahlgutschein-erklaert/', 'choiceCardExplanation', {}],
  ['/helpdesk/', 'helpdesk', {}],
  ['/bench-static/', 'benchStatic', {}],
  ['/kundenservice/kontakt/', 'contact', {}],
  ['/stornierungsbedingungen/', 'cancelationPolicy', {}],
  ['/lieferung/', 'delivery', {}],
  ['/404/', 'notFound', {}],
  ['/kartendaten/tok3n/', 'cardData', { token: 'tok3n' }],
  ['/some-page/', 'landing', { path: 'some-page' }],
]

/** Every English path, as on CBUS (en only). */
const ENGLISH_PATHS: readonly Case[] = [
  ['/', 'home', {}],
  ['/gift-cards/', 'productListing', {}],
  ['/gift-cards/some-brand/', 'productDetail', { product: 'some-brand' }],
  ['/gift-cards/choice-gift-card/', 'choiceCard', {}],
  ['/gift-cards/some-brand/locations/', 'locations', { product: 'some-brand' }],
  ['/gift-cards/some-brand/locations/gent/', 'locationDetail', { product: 'some-brand', location: 'gent' }],
  ['/category/all-gift-cards/', 'allCategories', {}],
  ['/category/wellness/', 'category', { url: 'wellness' }],
  ['/search/', 'search', {}],
  ['/basket/', 'basket', {}],
  ['/checkout/', 'checkout', {}],
  ['/checkout/abc-123/', 'checkoutConfirmation', { uuid: 'abc-123' }],
  ['/checkout/success/', 'checkoutSuccess', {}],
  ['/checkout/payment-processing/', 'paymentProcessing', {}],
  ['/test-payment/', 'testPayment', {}],
  ['/reorder/', 'reorder', {}],
  ['/balance-check/', 'balanceCheck', {}],
  ['/balance-check/redeem/', 'redeemShop', {}],
  ['/balance-check/redeem/acme-corp/', 'businessRedeemShop', { pageId: 'acme-corp' }],
  ['/balance-check/info/acme-corp/', 'redeemInfo', { pageId: 'acme-corp' }],
  ['/balance-check/checkout/', 'redeemCheckout', {}],
  ['/activate/', 'activation', {}],
  ['/activate/success/', 'activationSuccess', {}],
  ['/doubler/', 'doubler', {}],
  ['/doubler/thank-you/', 'doublerThankYou', {}],
  ['/account/', 'accountIdentify', {}],
  ['/account/login/', 'accountLogin', {}],
  ['/account/register/', 'accountRegister', {}],
  ['/account/register/success/', 'accountRegisterSuccess', {}],
  ['/account/forgot-password/', 'accountForgotPassword', {}],
  ['/account/forgot-password/success/', 'accountForgotPasswordSuccess', {}],
  ['/account/new-password/', 'accountNewPassword', {}],
  ['/account/new-password/success/', 'accountNewPasswordSuccess', {}],
  ['/account/overview/', 'accountOverview', {}],
  ['/account/orders/', 'accountOrders', {}],
  ['/account/address-book/', 'accountAddressBook', {}],
  ['/account/details/', 'accountDetails', {}],
  ['/giving-moments/', 'givingMoments', {}],
  ['/giving-moments/some-brand/', 'givingMomentsPage', { product: 'some-brand' }],
  ['/business/', 'business', {}],
  ['/business/some-brand/', 'businessProduct', { product: 'some-brand' }],
  ['/blog/', 'blog', {}],
  ['/blog/some-page/', 'blogArticle', { path: 'some-page' }],
  ['/restaurants/some-brand/', 'restaurant', { product: 'some-brand' }],
  ['/terms-and-conditions/', 'terms', {}],
  ['/privacy/', 'privacy', {}],
  ['/cookie-policy/', 'cookies', {}],
  ['/survey/', 'survey', {}],
  ['/choice-gift-card-explained/', 'choiceCardExplanation', {}],
  ['/helpdesk/', 'helpdesk', {}],
  ['/bench-static/', 'benchStatic', {}],
  ['/customer-service/contact/', 'contact', {}],
  ['/cancelation-policy/', 'cancelationPolicy', {}],
  ['/delivery/', 'delivery', {}],
  ['/404/', 'notFound', {}],
  ['/card-data/tok3n/', 'cardData', { token: 'tok3n' }],
  ['/some-page/', 'landing', { path: 'some-page' }],
]

describe.each([
  ['de', GERMAN_PATHS],
  ['en', ENGLISH_PATHS],
] as const)('every %s path round-trips on a storefront speaking only that language', (language, paths) => {
  it.each(paths)('%s', (path, route, params) => {
    expect(localizePath(route, params, language, language)).toBe(path)
    expect(parseLocalizedPath(path, [language], language)).toEqual({ language, route, params })
  })

  it('covers every route', () => {
    const covered = new Set(paths.map(([, route]) => route))
    expect(ROUTE_NAMES.filter((route) => !covered.has(route))).toEqual([])
  })
})

describe('docs/rules/storefronts.md paths: localizePath and parseLocalizedPath round-trip on CBBE (nl default, fr)', () => {
  const cases = [
    ...DUTCH_PATHS.map((entry) => ['nl', ...entry] as const),
    ...FRENCH_PATHS.map((entry) => ['fr', ...entry] as const),
  ]
  it.each(cases)('%s %s', (language, path, route, params) => {
    expect(localizePath(route, params, language, 'nl')).toBe(path)
    expect(parseLocalizedPath(path, CBBE_LANGUAGES, 'nl')).toEqual({ language, route, params })
  })

  it('covers every route in Dutch', () => {
    const covered = new Set(DUTCH_PATHS.map(([, route]) => route))
    expect(ROUTE_NAMES.filter((route) => !covered.has(route))).toEqual([])
  })
})

describe('parseLocalizedPath', () => {
  const parse = (path: string) => parseLocalizedPath(path, CBBE_LANGUAGES, 'nl')

  it('accepts paths without trailing slash', () => {
    expect(parse('/cadeaubonnen/2')).toEqual({ language: 'nl', route: 'productListing', params: { page: '2' } })
    expect(parse('/fr')).toEqual({ language: 'fr', route: 'home', params: {} })
    expect(parse('/fr/panier')).toEqual({ language: 'fr', route: 'basket', params: {} })
  })

  it('rejects a page 1 segment and page numbers with leading zeros or out of range', () => {
    expect(parse('/cadeaubonnen/1/')).toBeNull()
    expect(parse('/cadeaubonnen/02/')).toBeNull()
    expect(parse('/cadeaubonnen/0/')).toBeNull()
    expect(parse('/cadeaubonnen/99999999999/')).toBeNull()
    expect(parse('/fr/cartes-cadeaux/1/')).toBeNull()
    expect(parse('/categorie/wellness/1/')).toBeNull()
    expect(parse('/saldocheck/inwisselen/1/')).toBeNull()
    expect(parse('/saldocheck/inwisselen/acme-corp/1/')).toBeNull()
    expect(parse('/saldocheck/inwisselen/007/')).toBeNull()
  })

  it('rejects the default language prefix', () => {
    expect(parse('/nl/')).toBeNull()
    expect(parse('/nl')).toBeNull()
    expect(parse('/nl/cadeaubonnen/')).toBeNull()
  })

  it('treats a language the storefront does not speak as a normal path', () => {
    expect(parse('/de/')).toEqual({ language: 'nl', route: 'landing', params: { path: 'de' } })
    expect(parse('/de/gutscheine/')).toBeNull()
  })

  it('lets specific routes win over generic ones', () => {
    expect(parse('/')?.route).toBe('home')
    expect(parse('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')?.route).toBe('choiceCard')
    expect(parse('/categorie/alle-cadeaubonnen/')?.route).toBe('allCategories')
    expect(parse('/bestellen/gelukt/')?.route).toBe('checkoutSuccess')
    expect(parse('/blog/')?.route).toBe('blog')
    expect(parse('/privacy/')?.route).toBe('privacy')
    expect(parse('/some-page/')?.route).toBe('landing')
    expect(parse('/fr/some-page/')).toEqual({ language: 'fr', route: 'landing', params: { path: 'some-page' } })
  })

  it('decodes params and rejects malformed encoding', () => {
    expect(parse('/cadeaubonnen/caf%C3%A9/')?.params).toEqual({ product: 'café' })
    expect(parse('/cadeaubonnen/%E0%A4%A/')).toBeNull()
  })

  it('accepts the French contact alias but never generates it', () => {
    expect(parse('/fr/service-client/contact/')).toEqual({ language: 'fr', route: 'contact', params: {} })
    expect(localizePath('contact', {}, 'fr', 'nl')).toBe('/fr/nous-contacter/')
  })

  it('returns null for unknown paths', () => {
    expect(parse('/cadeaubonnen/a/b/c/d/')).toBeNull()
    expect(parse('//')).toBeNull()
    expect(parse('relative/')).toBeNull()
    expect(parse('/fr/cadeaubonnen/2/')).toBeNull()
  })
})

describe('localizePath', () => {
  it('drops the page segment for page 1 or no page', () => {
    expect(localizePath('productListing', {}, 'nl', 'nl')).toBe('/cadeaubonnen/')
    expect(localizePath('productListing', { page: 1 }, 'nl', 'nl')).toBe('/cadeaubonnen/')
    expect(localizePath('productListing', { page: '1' }, 'nl', 'nl')).toBe('/cadeaubonnen/')
    expect(localizePath('productListing', { page: undefined }, 'nl', 'nl')).toBe('/cadeaubonnen/')
    expect(localizePath('productListing', { page: 2 }, 'nl', 'nl')).toBe('/cadeaubonnen/2/')
    expect(localizePath('productListing', { page: 2 }, 'fr', 'nl')).toBe('/fr/cartes-cadeaux/2/')
  })

  it('throws on an invalid page', () => {
    expect(() => localizePath('productListing', { page: 0 }, 'nl', 'nl')).toThrow()
    expect(() => localizePath('productListing', { page: -1 }, 'nl', 'nl')).toThrow()
    expect(() => localizePath('productListing', { page: 1.5 }, 'nl', 'nl')).toThrow()
    expect(() => localizePath('productListing', { page: 'two' }, 'nl', 'nl')).toThrow()
    expect(() => localizePath('productListing', { page: '' }, 'nl', 'nl')).toThrow()
  })

  it('throws on a missing required param', () => {
    expect(() => localizePath('productDetail', {}, 'nl', 'nl')).toThrow(/product/)
    expect(() => localizePath('locationDetail', { product: 'x' }, 'nl', 'nl')).toThrow(/location/)
    expect(() => localizePath('checkoutConfirmation', { uuid: '' }, 'nl', 'nl')).toThrow(/uuid/)
  })

  it('refuses a numeric pageId, which would read as a page number', () => {
    expect(() => localizePath('businessRedeemShop', { pageId: '12' }, 'nl', 'nl')).toThrow()
  })

  it('URL-encodes each parameter segment', () => {
    const path = localizePath('productDetail', { product: 'café/bar' }, 'nl', 'nl')
    expect(path).toBe('/cadeaubonnen/caf%C3%A9%2Fbar/')
    expect(parseLocalizedPath(path, CBBE_LANGUAGES, 'nl')?.params).toEqual({ product: 'café/bar' })
  })

  it('uses English and German paths without prefix where they are the default', () => {
    expect(localizePath('productListing', {}, 'en', 'en')).toBe('/gift-cards/')
    expect(localizePath('basket', {}, 'de', 'de')).toBe('/warenkorb/')
    expect(localizePath('checkout', {}, 'de', 'de')).toBe('/kasse/')
    expect(localizePath('balanceCheck', {}, 'de', 'de')).toBe('/guthaben/')
    expect(parseLocalizedPath('/gift-cards/3/', ['en'], 'en')).toEqual({
      language: 'en', route: 'productListing', params: { page: '3' },
    })
    expect(parseLocalizedPath('/guthaben/', ['de', 'fr'], 'de')).toEqual({
      language: 'de', route: 'balanceCheck', params: {},
    })
    expect(parseLocalizedPath('/de/guthaben/', ['de', 'fr'], 'de')).toBeNull()
  })

  it('prefixes English and German where they are not the default', () => {
    expect(localizePath('basket', {}, 'en', 'nl')).toBe('/en/basket/')
    expect(localizePath('home', {}, 'de', 'fr')).toBe('/de/')
    expect(localizePath('productListing', { page: 4 }, 'de', 'fr')).toBe('/de/gutscheine/4/')
    expect(parseLocalizedPath('/en/balance-check/', ['nl', 'en'], 'nl')).toEqual({
      language: 'en', route: 'balanceCheck', params: {},
    })
    expect(parseLocalizedPath('/de/kasse/', ['fr', 'de'], 'fr')).toEqual({ language: 'de', route: 'checkout', params: {} })
  })

  it.each([
    ['es', 'productListing', {}, 'es', '/tarjetas-de-regalo/'],
    ['es', 'checkout', {}, 'es', '/finalizar-compra/'],
    ['it', 'productDetail', { product: 'bol' }, 'de', '/it/carte-regalo/bol/'],
    ['it', 'basket', {}, 'it', '/carrello/'],
    ['pl', 'basket', {}, 'pl', '/koszyk/'],
    ['pl', 'accountLogin', {}, 'pl', '/konto/logowanie/'],
    ['pt', 'balanceCheck', {}, 'pt', '/consultar-saldo/'],
    ['sv', 'basket', {}, 'sv', '/varukorg/'],
    ['da', 'productListing', { page: 2 }, 'da', '/gavekort/2/'],
    ['nb', 'basket', {}, 'nb', '/handlekurv/'],
  ] as const)('speaks %s: %s → %s', (language, route, params, defaultLanguage, path) => {
    expect(localizePath(route, params, language, defaultLanguage)).toBe(path)
    expect(parseLocalizedPath(path, [defaultLanguage, language], defaultLanguage)).toEqual({ language, route, params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })
  })
})

describe('internalPath', () => {
  it('fills the internal pattern, omitting absent optional params', () => {
    expect(internalPath('productListing', { page: '2' })).toBe('/products/2')
    expect(internalPath('productListing', {})).toBe('/products')
    expect(internalPath('home', {})).toBe('/')
    expect(internalPath('businessRedeemShop', { pageId: 'acme', page: '3' })).toBe('/redeem/business-shop/acme/3')
    expect(internalPath('doublerThankYou', {})).toBe('/doubler/thank-you')
    expect(internalPath('landing', { path: 'some-page' })).toBe('/landing/some-page')
  })

  it('maps every parsed Dutch path to an internal path', () => {
    for (const [path] of DUTCH_PATHS) {
      const parsed = parseLocalizedPath(path, CBBE_LANGUAGES, 'nl')
      expect(parsed).not.toBeNull()
      if (parsed) expect(internalPath(parsed.route, parsed.params)).toMatch(/^\/([^/]+(\/[^/]+)*)?$/)
    }
  })
})

describe('switchLanguagePath', () => {
  it('gives the equivalent path in another language', () => {
    expect(switchLanguagePath('/cadeaubonnen/2/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/cartes-cadeaux/2/')
    expect(switchLanguagePath('/fr/compte/connexion/', CBBE_LANGUAGES, 'nl', 'nl')).toBe('/account/login/')
    expect(switchLanguagePath('/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/')
    expect(switchLanguagePath('/bestellen/abc/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/commander/abc/')
  })

  it('keeps product, category and location slugs: they are the storefront\'s, the same in every language', () => {
    expect(switchLanguagePath('/cadeaubonnen/some-brand/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/cartes-cadeaux/some-brand/')
    expect(switchLanguagePath('/categorie/wellness/2/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/categorie/wellness/2/')
  })

  it("sends one language's content to its overview or the home page, and returns null for unknown paths", () => {
    expect(switchLanguagePath('/blog/mijn-artikel/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/blog/')
    expect(switchLanguagePath('/zakelijk/relatiegeschenk/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/professionnel/')
    expect(switchLanguagePath('/some-page/', CBBE_LANGUAGES, 'nl', 'fr')).toBe('/fr/')
    expect(switchLanguagePath('/nl/x/y/z/', CBBE_LANGUAGES, 'nl', 'fr')).toBeNull()
  })
})

describe('the route table', () => {
  it('has a pattern in every language for every route, with the parameters of the English one', () => {
    const parameters = (pattern: string) => pattern.match(/\[+[a-zA-Z]+\]+/g) ?? []
    for (const route of ROUTE_NAMES) {
      for (const language of COMPLETE_LANGUAGES) {
        const pattern = routeDefinition(route).paths[language]
        expect(pattern, `${route} ${language}`).toMatch(/^\/([a-z0-9-]+\/|\[+[a-zA-Z]+\]+\/)*$/)
        expect(parameters(pattern), `${route} ${language}`).toEqual(parameters(routeDefinition(route).paths.en))
      }
    }
  })

  it('never gives two routes of one language the same pattern (aliases included)', () => {
    for (const language of COMPLETE_LANGUAGES) {
      // Param names do not matter for a clash: '/a/[x]/' and '/a/[y]/' match the same URLs.
      const shapes = ROUTE_NAMES.flatMap((route) => {
        const definition = routeDefinition(route)
        return [definition.paths[language], ...(definition.aliases?.[language] ?? [])].map((pattern) =>
          pattern.replace(/\[\[page\]\]/g, '#page').replace(/\[\[[^\]]+\]\]/g, '?').replace(/\[[^\]]+\]/g, '*'),
        )
      })
      expect(new Set(shapes).size, language).toBe(shapes.length)
    }
  })

  it('has unique internal paths that fit one app router folder tree', () => {
    const internals = ROUTE_NAMES.map((route) => routeDefinition(route).internal)
    expect(new Set(internals).size).toBe(internals.length)

    // Next.js allows one dynamic segment name per folder, and no optional catch-all beside it.
    const dynamicChildren = new Map<string, Set<string>>()
    for (const internal of internals) {
      const segments = internal.split('/').filter(Boolean)
      segments.forEach((segment, index) => {
        if (!segment.startsWith('[')) return
        const parent = segments.slice(0, index).join('/')
        const names = dynamicChildren.get(parent) ?? new Set<string>()
        names.add(segment)
        dynamicChildren.set(parent, names)
      })
    }
    for (const [parent, names] of dynamicChildren) expect([...names], `/${parent}`).toHaveLength(1)
  })

  it('is consistent with the helpers', () => {
    expect(isRouteName('productListing')).toBe(true)
    expect(isRouteName('nope')).toBe(false)
    expect(isPaginatedRoute('productListing')).toBe(true)
    expect(isPaginatedRoute('category')).toBe(true)
    expect(isPaginatedRoute('productDetail')).toBe(false)
    expect(isEntityPath('doublerThankYou', { product: 'x' })).toBe(false)
    expect(isEntityPath('blogArticle', { path: 'x' })).toBe(true)
  })

  it('round-trips every route in every path language with sample params', () => {
    const sample: RouteParams = {
      product: 'brand-x', location: 'city-y', url: 'cat-z', uuid: 'u-1', pageId: 'biz', path: 'landing-x', token: 't-9',
    }
    for (const language of COMPLETE_LANGUAGES) {
      for (const route of ROUTE_NAMES) {
        const params: Record<string, string> = {}
        for (const name of routePattern(route, language).match(/\[+([a-zA-Z]+)\]+/g) ?? []) {
          const key = name.replace(/[[\]]/g, '')
          params[key] = key === 'page' ? '5' : String(sample[key])
        }
        const path = localizePath(route, params, language, 'nb')
        expect(parseLocalizedPath(path, ['nb', language], 'nb'), `${language} ${path}`).toEqual({ language, route, params })
      }
    }
  })
})
