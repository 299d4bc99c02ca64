/**
 * The business redeem pages (content type "redeem B2B result"): per company, the storefront,
 * its logo, its texts per language and the products (slugs, in display order) its gift cards may
 * buy. A page exists in the languages it has texts for; elsewhere it answers 404.
 * Pure data; tests/integration/redeem-shop.test.ts checks that every slug is a redeemable product.
 */
export interface RedeemPageTexts {
  title: string
  intro: string
  /** Paragraphs of the info page (how redeeming works for this company's cards). */
  info: readonly string[]
  logoAlt: string
}

export interface RedeemPageConfig {
  pageId: string
  storefront: string
  companyName: string
  /** A site path (public/) or an https URL. */
  logoUrl: string
  texts: Readonly<Record<string, RedeemPageTexts>>
  productSlugs: readonly string[]
}

export const BUSINESS_REDEEM_PAGES: readonly RedeemPageConfig[] = [
  {
    pageId: 'vandaele-bouw',
    storefront: 'CBBE',
    companyName: 'Vandaele Bouw',
    logoUrl: '/redeem-pages/vandaele-bouw.svg',
    productSlugs: [
      'kasteel-spa', 'brasserie-mosselbank', 'stekker-electronics', 'kometa-bowling', 'trattoria-lucciola',
      'bergluft-hotels', 'green-canopy-trust', 'warm-table-foundation',
    ],
    texts: {
      nl: {
        title: 'Het cadeau van Vandaele Bouw',
        intro: 'Bedankt voor uw inzet dit jaar. Wissel het saldo van uw cadeaubon in voor een van de cadeaubonnen die wij voor u hebben gekozen, of schenk het aan een goed doel.',
        info: [
          'Vandaele Bouw geeft zijn medewerkers een cadeaubon met een saldo dat u zelf besteedt.',
          'Controleer eerst het saldo met het kaartnummer (19 cijfers) en de pincode (6 cijfers) van uw cadeaubon. Daarna kiest u uit de cadeaubonnen van Vandaele Bouw.',
          'Kiest u voor meer dan uw saldo, dan betaalt u het verschil bij het afronden. Blijft er saldo over, dan kunt u dat later nog gebruiken.',
        ],
        logoAlt: 'Logo van Vandaele Bouw',
      },
      fr: {
        title: 'Le cadeau de Vandaele Bouw',
        intro: 'Merci pour votre engagement cette année. Échangez le solde de votre carte cadeau contre l’une des cartes cadeaux que nous avons choisies pour vous, ou offrez-le à une bonne cause.',
        info: [
          'Vandaele Bouw offre à ses collaborateurs une carte cadeau dont vous dépensez vous-même le solde.',
          'Vérifiez d’abord le solde avec le numéro (19 chiffres) et le code PIN (6 chiffres) de votre carte cadeau. Ensuite, vous choisissez parmi les cartes cadeaux de Vandaele Bouw.',
          'Si vous choisissez plus que votre solde, vous payez la différence en finalisant. S’il reste un solde, vous pourrez encore l’utiliser plus tard.',
        ],
        logoAlt: 'Logo de Vandaele Bouw',
      },
    },
  },
]
