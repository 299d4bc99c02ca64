import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { organizationJsonLd, serializeJsonLd } from './structured-data'

describe('organizationJsonLd (spec §1 organizationStructuredData)', () => {
  const cbbe = organizationJsonLd({ storefront: getStorefront('CBBE'), origin: 'http://cbbe.localhost:3100' })
  const [organization, website] = cbbe['@graph']

  it('describes the organization with absolute URLs on the configured origin', () => {
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Cadorama Belgium',
      url: 'http://cbbe.localhost:3100/',
      logo: 'http://cbbe.localhost:3100/brands/cb/logo-be.svg',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', availableLanguage: ['nl', 'fr'] },
      address: { '@type': 'PostalAddress', addressCountry: 'BE' },
    })
  })

  it('has a WebSite published by the organization', () => {
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'http://cbbe.localhost:3100/', inLanguage: ['nl-BE', 'fr-BE'], publisher: { '@id': organization?.['@id'] } })
  })

  it('shows opening hours only where the registry has them: CB (NL) Mo-Fr 09:00-17:30, CBBE none', () => {
    expect(JSON.stringify(cbbe)).not.toContain('OpeningHoursSpecification')
    const cb = organizationJsonLd({ storefront: getStorefront('CB'), origin: 'http://cb.localhost:3100' })
    expect(cb['@graph'][0]?.contactPoint).toMatchObject({
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!-- & \u2028' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(data)
  })
})
