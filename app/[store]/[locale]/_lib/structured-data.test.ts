import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, serializeJsonLd } from './structured-data'

describe('organizationJsonLd (docs/rules/storefronts.md organizationStructuredData)', () => {
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

describe('breadcrumbJsonLd (schema.org BreadcrumbList)', () => {
  const trail = [
    { name: 'Home', href: '/' },
    { name: 'Alle categorieën', href: '/categorie/alle-cadeaubonnen/' },
    { name: 'Restaurants – pagina 2', href: '/categorie/restaurants/2/' },
  ]
  const data = breadcrumbJsonLd(trail, 'http://cbbe.localhost:3100')

  it('is a BreadcrumbList of ListItems with positions from 1, names and absolute URLs in trail order', () => {
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://cbbe.localhost:3100/' },
        { '@type': 'ListItem', position: 2, name: 'Alle categorieën', item: 'http://cbbe.localhost:3100/categorie/alle-cadeaubonnen/' },
        { '@type': 'ListItem', position: 3, name: 'Restaurants – pagina 2', item: 'http://cbbe.localhost:3100/categorie/restaurants/2/' },
      ],
    })
  })

  it('has what schema.org and Google require of every ListItem', () => {
    for (const [index, element] of data.itemListElement.entries()) {
      expect(element.position).toBe(index + 1)
      expect(typeof element.name).toBe('string')
      expect(element.name.length).toBeGreaterThan(0)
      expect(new URL(element.item).origin).toBe('http://cbbe.localhost:3100')
    }
  })

  it('keeps a language prefix and encoded characters of the paths', () => {
    const french = breadcrumbJsonLd([{ name: 'Accueil', href: '/fr/' }, { name: 'Carte', href: '/fr/cartes-cadeaux/caf%C3%A9/' }], 'https://www.cadorama.be')
    expect(french.itemListElement.map((element) => element.item)).toEqual(['https://www.cadorama.be/fr/', 'https://www.cadorama.be/fr/cartes-cadeaux/caf%C3%A9/'])
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

describe('faqJsonLd (schema.org FAQPage)', () => {
  it('names each question with its accepted answer, in page order, and stays inert inside a script element', () => {
    const data = faqJsonLd([
      { question: 'Wanneer komt mijn cadeaubon aan?', answer: 'Binnen het uur per e-mail.' },
      { question: 'Wat doet </script><script>?', answer: 'Niets & niemand.' },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Wanneer komt mijn cadeaubon aan?', acceptedAnswer: { '@type': 'Answer', text: 'Binnen het uur per e-mail.' } },
        { '@type': 'Question', name: 'Wat doet </script><script>?', acceptedAnswer: { '@type': 'Answer', text: 'Niets & niemand.' } },
      ],
    })
    const serialized = serializeJsonLd(data)
    expect(serialized).not.toContain('</script>')
    expect(JSON.parse(serialized)).toEqual(data)
  })
})
