/**
 * The single table of every route of the shop (docs/rules/pages-and-seo.md). Everything that turns a route into a URL or
 * a URL into a route (proxy, server, links, language switcher, hreflang tags) reads this table through
 * i18n/compiled-routes.ts (localize.ts builds paths, parse-localized-path.ts reads them), so a path is changed in exactly one place.
 *
 * Pattern syntax (public paths start and end with '/'; internal paths have no trailing slash):
 *  - literal segments, lower-case ASCII only, so they can be compared with the raw (encoded) URL;
 *  - `[name]`   a required parameter segment;
 *  - `[[page]]` the optional page number (digits only, always last; page 1 has no segment);
 *  - `[[name]]` any other optional parameter segment (always last).
 *
 * `internal` is the path of the app router folder structure (English kebab-case). Internal paths are
 * chosen so that they never collide in the folder tree: e.g. the product detail lives under
 * `/product/` and not next to `/products/[[page]]`, because Next.js does not allow two differently
 * named dynamic segments (or a dynamic segment beside an optional catch-all) at the same level.
 * An optional segment `[[x]]` corresponds to an optional catch-all folder `[[...x]]`.
 */
import type { CompleteLanguage } from '@/config/storefronts/types'

/** Every complete language has its patterns; the others use FALLBACK_LANGUAGE's (config/storefronts/types.ts). */
export interface RouteDefinition {
  /** Internal app path, e.g. '/products/[[page]]'. */
  readonly internal: string
  /** The canonical public pattern per language. */
  readonly paths: Readonly<Record<CompleteLanguage, string>>
  /** Extra patterns accepted when parsing only (old or alternative URLs); never generated. */
  readonly aliases?: Readonly<Partial<Record<CompleteLanguage, readonly string[]>>>
  /**
   * Params that hold the slug of one language's content (an article, a landing, giving-moments or
   * business page). The same slug does not exist in another language, so the language switcher cannot
   * reuse it. Product, category and location slugs belong to the storefront and are the same in every
   * language, so those pages switch to the same page.
   */
  readonly entityParams?: readonly string[]
  /**
   * Params that must not be all digits, because at the same position a bare number is a page number
   * (e.g. the business redeem shop's pageId next to the redeem shop's page).
   */
  readonly nonNumericParams?: readonly string[]
}

export const ROUTES = {
  home: {
    internal: '/',
    paths: { nl: '/', fr: '/', en: '/', de: '/' },
  },

  // Catalogue
  productListing: {
    internal: '/products/[[page]]',
    paths: {
      nl: '/cadeaubonnen/[[page]]/',
      fr: '/cartes-cadeaux/[[page]]/',
      en: '/gift-cards/[[page]]/',
      de: '/gutscheine/[[page]]/',
    },
  },
  productDetail: {
    internal: '/product/[product]',
    paths: {
      nl: '/cadeaubonnen/[product]/',
      fr: '/cartes-cadeaux/[product]/',
      en: '/gift-cards/[product]/',
      de: '/gutscheine/[product]/',
    },
  },
  choiceCard: {
    internal: '/choice-gift-card',
    paths: {
      nl: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/',
      fr: '/cartes-cadeaux/carte-cadeau-au-choix/',
      en: '/gift-cards/choice-gift-card/',
      de: '/gutscheine/auswahlgutschein/',
    },
  },
  locations: {
    internal: '/product/[product]/locations',
    paths: {
      nl: '/cadeaubonnen/[product]/locaties/',
      fr: '/cartes-cadeaux/[product]/locaties/',
      en: '/gift-cards/[product]/locations/',
      de: '/gutscheine/[product]/standorte/',
    },
  },
  locationDetail: {
    internal: '/product/[product]/locations/[location]',
    paths: {
      nl: '/cadeaubonnen/[product]/locaties/[location]/',
      // docs/rules/pages-and-seo.md: the French build uses the singular 'locatie' for a single location.
      fr: '/cartes-cadeaux/[product]/locatie/[location]/',
      en: '/gift-cards/[product]/locations/[location]/',
      de: '/gutscheine/[product]/standorte/[location]/',
    },
  },
  allCategories: {
    internal: '/categories',
    paths: {
      nl: '/categorie/alle-cadeaubonnen/',
      fr: '/categorie/tous-les-cartes-cadeaux/',
      en: '/category/all-gift-cards/',
      de: '/kategorie/alle-gutscheine/',
    },
  },
  category: {
    internal: '/category/[url]/[[page]]',
    paths: {
      nl: '/categorie/[url]/[[page]]/',
      fr: '/categorie/[url]/[[page]]/',
      en: '/category/[url]/[[page]]/',
      de: '/kategorie/[url]/[[page]]/',
    },
  },
  // Full search results for ?s= (the header search opens a modal; this page is its no-JS and 'all results' target).
  search: {
    internal: '/search',
    paths: { nl: '/zoeken/', fr: '/recherche/', en: '/search/', de: '/suche/' },
  },

  // Basket and checkout
  basket: {
    internal: '/basket',
    paths: { nl: '/winkelmandje/', fr: '/panier/', en: '/basket/', de: '/warenkorb/' },
  },
  checkout: {
    internal: '/checkout',
    paths: { nl: '/bestellen/', fr: '/commander/', en: '/checkout/', de: '/kasse/' },
  },
  checkoutConfirmation: {
    internal: '/checkout/[uuid]',
    paths: {
      nl: '/bestellen/[uuid]/',
      fr: '/commander/[uuid]/',
      en: '/checkout/[uuid]/',
      de: '/kasse/[uuid]/',
    },
  },
  checkoutSuccess: {
    internal: '/checkout/success',
    paths: {
      nl: '/bestellen/gelukt/',
      fr: '/commander/reussi/',
      en: '/checkout/success/',
      de: '/kasse/erfolgreich/',
    },
  },
  paymentProcessing: {
    internal: '/checkout/payment-processing',
    paths: {
      nl: '/bestellen/betaling-verwerken/',
      // docs/rules/pages-and-seo.md lists the Dutch slug for the French build too.
      fr: '/commander/betaling-verwerken/',
      en: '/checkout/payment-processing/',
      de: '/kasse/zahlung-wird-verarbeitet/',
    },
  },
  // The built-in test payment page (payments without a configured provider): ?payment=<id>.
  testPayment: {
    internal: '/test-payment',
    paths: { nl: '/testbetaling/', fr: '/paiement-test/', en: '/test-payment/', de: '/testzahlung/' },
  },
  reorder: {
    internal: '/reorder',
    paths: { nl: '/nabestellen/', fr: '/commander-a-nouveau/', en: '/reorder/', de: '/nachbestellen/' },
  },

  // Redeem (balance check and swap)
  balanceCheck: {
    internal: '/redeem',
    paths: { nl: '/saldocheck/', fr: '/solde/', en: '/balance-check/', de: '/guthaben/' },
  },
  redeemShop: {
    internal: '/redeem/shop/[[page]]',
    paths: {
      nl: '/saldocheck/inwisselen/[[page]]/',
      fr: '/solde/echanger/[[page]]/',
      en: '/balance-check/redeem/[[page]]/',
      de: '/guthaben/einloesen/[[page]]/',
    },
  },
  businessRedeemShop: {
    internal: '/redeem/business-shop/[pageId]/[[page]]',
    paths: {
      nl: '/saldocheck/inwisselen/[pageId]/[[page]]/',
      fr: '/solde/echanger/[pageId]/[[page]]/',
      en: '/balance-check/redeem/[pageId]/[[page]]/',
      de: '/guthaben/einloesen/[pageId]/[[page]]/',
    },
    nonNumericParams: ['pageId'],
  },
  redeemInfo: {
    internal: '/redeem/info/[pageId]',
    paths: {
      nl: '/saldocheck/info/[pageId]/',
      fr: '/solde/info/[pageId]/',
      en: '/balance-check/info/[pageId]/',
      de: '/guthaben/info/[pageId]/',
    },
  },
  redeemCheckout: {
    internal: '/redeem/checkout',
    paths: {
      nl: '/saldocheck/checkout/',
      fr: '/solde/paiement/',
      en: '/balance-check/checkout/',
      de: '/guthaben/kasse/',
    },
  },

  // Activation of a choice gift card
  activation: {
    internal: '/activation',
    paths: { nl: '/activeren/', fr: '/activation/', en: '/activate/', de: '/aktivieren/' },
  },
  activationSuccess: {
    internal: '/activation/success',
    paths: {
      nl: '/activeren/gelukt/',
      fr: '/activation/reussie/',
      en: '/activate/success/',
      de: '/aktivieren/erfolgreich/',
    },
  },

  // Balance doubler
  doubler: {
    internal: '/doubler',
    paths: { nl: '/verdubbelaar/', fr: '/doubleur/', en: '/doubler/', de: '/verdoppler/' },
  },
  doublerThankYou: {
    internal: '/doubler/thank-you/[[product]]',
    paths: {
      nl: '/verdubbelaar/bedankt/[[product]]/',
      fr: '/doubleur/remerciements/[[product]]/',
      en: '/doubler/thank-you/[[product]]/',
      de: '/verdoppler/danke/[[product]]/',
    },
  },

  // Account
  accountIdentify: {
    internal: '/account',
    paths: { nl: '/account/', fr: '/compte/', en: '/account/', de: '/konto/' },
  },
  accountLogin: {
    internal: '/account/login',
    paths: { nl: '/account/login/', fr: '/compte/connexion/', en: '/account/login/', de: '/konto/anmelden/' },
  },
  accountRegister: {
    internal: '/account/register',
    paths: {
      nl: '/account/registreren/',
      fr: '/compte/sinscrire/',
      en: '/account/register/',
      de: '/konto/registrieren/',
    },
  },
  accountRegisterSuccess: {
    internal: '/account/register/success',
    paths: {
      nl: '/account/registreren/success/',
      fr: '/compte/sinscrire/succes/',
      en: '/account/register/success/',
      de: '/konto/registrieren/erfolgreich/',
    },
  },
  accountForgotPassword: {
    internal: '/account/forgot-password',
    paths: {
      nl: '/account/wachtwoord-vergeten/',
      fr: '/compte/mot-de-passe-oublie/',
      en: '/account/forgot-password/',
      de: '/konto/passwort-vergessen/',
    },
  },
  accountForgotPasswordSuccess: {
    internal: '/account/forgot-password/success',
    paths: {
      nl: '/account/wachtwoord-vergeten/success/',
      fr: '/compte/mot-de-passe-oublie/succes/',
      en: '/account/forgot-password/success/',
      de: '/konto/passwort-vergessen/erfolgreich/',
    },
  },
  accountNewPassword: {
    internal: '/account/new-password',
    paths: {
      nl: '/account/nieuw-wachtwoord/',
      fr: '/compte/nouveau-mot-de-passe/',
      en: '/account/new-password/',
      de: '/konto/neues-passwort/',
    },
  },
  accountNewPasswordSuccess: {
    internal: '/account/new-password/success',
    paths: {
      // docs/rules/pages-and-seo.md spells this one 'succes' (the other Dutch success pages use 'success').
      nl: '/account/nieuw-wachtwoord/succes/',
      fr: '/compte/nouveau-mot-de-passe/succes/',
      en: '/account/new-password/success/',
      de: '/konto/neues-passwort/erfolgreich/',
    },
  },
  accountOverview: {
    internal: '/account/overview',
    paths: {
      nl: '/account/overzicht/',
      fr: '/compte/tableau-de-bord/',
      en: '/account/overview/',
      de: '/konto/uebersicht/',
    },
  },
  accountOrders: {
    internal: '/account/orders',
    paths: {
      nl: '/account/bestellingen/',
      fr: '/compte/commandes/',
      en: '/account/orders/',
      de: '/konto/bestellungen/',
    },
  },
  accountAddressBook: {
    internal: '/account/address-book',
    paths: {
      nl: '/account/adresboek/',
      fr: '/compte/repertoire/',
      en: '/account/address-book/',
      de: '/konto/adressbuch/',
    },
  },
  accountDetails: {
    internal: '/account/details',
    paths: { nl: '/account/gegevens/', fr: '/compte/donnees/', en: '/account/details/', de: '/konto/daten/' },
  },

  // Content
  givingMoments: {
    internal: '/giving-moments',
    paths: {
      nl: '/geefmomenten/',
      fr: '/moments-de-generosite/',
      en: '/giving-moments/',
      de: '/geschenkmomente/',
    },
  },
  givingMomentsPage: {
    internal: '/giving-moments/[product]',
    paths: {
      nl: '/geefmomenten/[product]/',
      fr: '/moments-de-generosite/[product]/',
      en: '/giving-moments/[product]/',
      de: '/geschenkmomente/[product]/',
    },
    entityParams: ['product'],
  },
  business: {
    internal: '/business',
    paths: { nl: '/zakelijk/', fr: '/professionnel/', en: '/business/', de: '/geschaeftskunden/' },
  },
  businessProduct: {
    internal: '/business/[product]',
    paths: {
      nl: '/zakelijk/[product]/',
      fr: '/professionnel/[product]/',
      en: '/business/[product]/',
      de: '/geschaeftskunden/[product]/',
    },
    entityParams: ['product'],
  },
  blog: {
    internal: '/blog',
    paths: { nl: '/blog/', fr: '/blog/', en: '/blog/', de: '/blog/' },
  },
  blogArticle: {
    internal: '/blog/[path]',
    paths: { nl: '/blog/[path]/', fr: '/blog/[path]/', en: '/blog/[path]/', de: '/blog/[path]/' },
    entityParams: ['path'],
  },
  // A restaurant that takes the shop's gift cards (docs/rules/pages-and-seo.md page types): its slug is its gift card's
  // product slug, the same in every language, so the language switch keeps it.
  restaurant: {
    internal: '/restaurant/[product]',
    paths: {
      nl: '/restaurants/[product]/',
      fr: '/restaurants/[product]/',
      en: '/restaurants/[product]/',
      de: '/restaurants/[product]/',
    },
  },
  terms: {
    internal: '/terms',
    paths: {
      nl: '/algemene-voorwaarden/',
      fr: '/conditions-generales/',
      en: '/terms-and-conditions/',
      de: '/agb/',
    },
  },
  privacy: {
    internal: '/privacy',
    paths: { nl: '/privacy/', fr: '/confidentialite/', en: '/privacy/', de: '/datenschutz/' },
  },
  cookies: {
    internal: '/cookies',
    paths: {
      nl: '/cookieverklaring/',
      fr: '/politique-de-cookies/',
      en: '/cookie-policy/',
      de: '/cookie-richtlinie/',
    },
  },
  helpdesk: {
    internal: '/helpdesk',
    paths: { nl: '/helpdesk/', fr: '/helpdesk/', en: '/helpdesk/', de: '/helpdesk/' },
  },
  // docs/rules/pages-and-seo.md external redirects: the promo pop-up's survey and the PDF explaining choice-card redemption.
  survey: {
    internal: '/survey',
    paths: { nl: '/enquete/', fr: '/sondage/', en: '/survey/', de: '/umfrage/' },
  },
  choiceCardExplanation: {
    internal: '/choice-card-explanation',
    paths: {
      nl: '/uitleg-keuze-cadeaukaart/',
      fr: '/explications-carte-cadeau-au-choix/',
      en: '/choice-gift-card-explained/',
      de: '/auswahlgutschein-erklaert/',
    },
  },
  contact: {
    internal: '/contact',
    paths: {
      nl: '/klantenservice/contact/',
      fr: '/nous-contacter/',
      en: '/customer-service/contact/',
      de: '/kundenservice/kontakt/',
    },
    // docs/rules/pages-and-seo.md: the French build also answers on service-client/contact.
    aliases: { fr: ['/service-client/contact/'] },
  },
  cancelationPolicy: {
    internal: '/cancelation-policy',
    paths: {
      nl: '/cancelation-policy/',
      fr: '/politique-d-annulation/',
      en: '/cancelation-policy/',
      de: '/stornierungsbedingungen/',
    },
  },
  delivery: {
    internal: '/delivery',
    paths: { nl: '/delivery/', fr: '/livraison/', en: '/delivery/', de: '/lieferung/' },
  },
  notFound: {
    // Same internal path the proxy rewrites unknown URLs to (resolve-request-route.ts).
    internal: '/not-found',
    paths: { nl: '/404/', fr: '/404/', en: '/404/', de: '/404/' },
  },
  cardData: {
    internal: '/card-data/[token]',
    paths: {
      nl: '/kaartgegevens/[token]/',
      fr: '/donnees-de-la-carte/[token]/',
      en: '/card-data/[token]/',
      de: '/kartendaten/[token]/',
    },
  },
  // The generic landing page matches any single segment; parseLocalizedPath tries it last because
  // literal segments always rank before parameters.
  landing: {
    internal: '/landing/[path]',
    paths: { nl: '/[path]/', fr: '/[path]/', en: '/[path]/', de: '/[path]/' },
    entityParams: ['path'],
  },
} as const satisfies Record<string, RouteDefinition>

export type RouteName = keyof typeof ROUTES

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

/** The table entry widened to RouteDefinition, so optional fields can be read on every route. */
export function routeDefinition(route: RouteName): RouteDefinition {
  return ROUTES[route]
}

