/**
 * schema.org Organization and WebSite entities of a storefront (docs/rules/storefronts.md organizationStructuredData),
 * pure so they can be tested. URLs are absolute on the storefront's configured origin (storefrontOrigin),
 * never on the request's host.
 */
import type { Storefront } from '@/config/storefronts/types'

export interface OrganizationJsonLdInput {
  storefront: Storefront
  /** storefrontOrigin(storefront), without a trailing slash. */
  origin: string
}

/**
 * One JSON-LD document with an Organization and a WebSite (linked by @id), the same on every page and in
 * every language of the storefront (one site, one @id). Opening hours exist only
 * where the registry has them (CB, the NL storefront): schema.org puts them on the customer-service
 * ContactPoint (`hoursAvailable`, an OpeningHoursSpecification), since an Organization has none itself.
 */
export function organizationJsonLd({ storefront, origin }: OrganizationJsonLdInput) {
  const data = storefront.branding.organizationStructuredData
  const home = `${origin}/`
  const organizationId = `${home}#organization`
  const { openingHours } = data
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: data.name,
        url: home,
        description: data.description,
        logo: `${origin}${data.logo}`,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: data.customerService.contactType,
          telephone: data.customerService.telephone,
          email: data.customerService.email,
          availableLanguage: [...data.customerService.availableLanguage],
          ...(openingHours
            ? {
                hoursAvailable: {
                  '@type': 'OpeningHoursSpecification',
                  dayOfWeek: [...openingHours.dayOfWeek],
                  opens: openingHours.opens,
                  closes: openingHours.closes,
                },
              }
            : {}),
        },
        address: { '@type': 'PostalAddress', ...data.address },
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: storefront.brandName,
        url: home,
        inLanguage: storefront.languages.map((language) => `${language}-${storefront.country}`),
        publisher: { '@id': organizationId },
      },
    ],
  }
}

/**
 * schema.org BreadcrumbList of a visible breadcrumb trail (home first, the current page last), with
 * absolute URLs: `origin` is storefrontOrigin(storefront), `href`s are root-relative paths.
 */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; href: string }>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.href, `${origin}/`).href,
    })),
  }
}

/** schema.org FAQPage of the questions a page shows and answers (FAQ blocks). */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` are escaped so a text containing "</script>" or "<!--"
 * cannot end the element early; U+2028/2029 so that older parsers read it as one line.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
