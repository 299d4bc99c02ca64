import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { STOREFRONT_CODES } from '@/config/storefronts/types'
import { buildCatalogue } from '../catalogue'
import { contentBlocksOf } from './index'

describe('seed content pages', () => {
  it('is deterministic and gives every storefront language all pages, each starting with PAGE_META', () => {
    const catalogue = buildCatalogue('CBBE')
    const rows = contentBlocksOf(catalogue)
    expect(contentBlocksOf(buildCatalogue('CBBE'))).toEqual(rows)
    for (const language of ['nl', 'fr']) {
      const queues = new Set(rows.filter((row) => row.language === language).map((row) => row.queueId))
      // 1 + 6 giving moments, 1 + 3 business, 1 + 6 blog, 6 legal/service pages, 2 landing pages, 2 restaurants.
      expect(queues.size).toBe(28)
      for (const queue of queues) {
        const first = rows.find((row) => row.language === language && row.queueId === queue && row.position === 0)
        expect(first?.blockType, queue).toBe('PAGE_META')
      }
    }
    expect(rows.some((row) => JSON.stringify(row.data).toLowerCase().includes('lorem'))).toBe(false)
  })

  it('gives the pages shoppers search for their keywords in each language, and the legal and service pages none', () => {
    const keywordsOf = (rows: ReturnType<typeof contentBlocksOf>, language: string, queueId: string) =>
      rows.find((row) => row.language === language && row.queueId === queueId && row.blockType === 'PAGE_META')?.data.keywords
    const belgian = contentBlocksOf(buildCatalogue('CBBE'))
    expect(keywordsOf(belgian, 'nl', 'page:givingMoments:verjaardag')).toEqual(['verjaardagscadeau', 'cadeaubon verjaardag', 'cadeau voor een verjaardag'])
    expect(keywordsOf(belgian, 'fr', 'page:givingMoments:anniversaire')).toEqual(['cadeau d’anniversaire', 'carte cadeau anniversaire', 'idée cadeau anniversaire'])
    expect(keywordsOf(belgian, 'fr', 'page:blog:verifier-le-solde-de-votre-carte')).toEqual(['solde carte cadeau', 'vérifier le solde', 'crédit restant'])
    expect(keywordsOf(contentBlocksOf(buildCatalogue('CBDE')), 'de', 'page:business')).toEqual(['Firmengutscheine', 'Geschenkgutscheine für Unternehmen', 'Kauf auf Rechnung', 'Mitarbeitergeschenk'])
    const metas = belgian.filter((row) => row.blockType === 'PAGE_META')
    const withKeywords = metas.filter((row) => Array.isArray(row.data.keywords) && (row.data.keywords as string[]).length > 0)
    // Per language: 1 + 6 giving moments, 1 + 3 business, 1 + 6 blog, 2 landing and 2 restaurant pages.
    expect(withKeywords.filter((row) => row.language === 'nl')).toHaveLength(22)
    expect(metas.filter((row) => !withKeywords.includes(row)).map((row) => row.queueId).sort()).toEqual([
      'page:cancelationPolicy', 'page:cancelationPolicy', 'page:contact', 'page:contact', 'page:cookies', 'page:cookies',
      'page:delivery', 'page:delivery', 'page:privacy', 'page:privacy', 'page:terms', 'page:terms',
    ])
  })

  it('answers four frequent questions on the contact page in each language, the swap promise included', () => {
    const faq = (code: 'CBBE' | 'CBDE', language: string) => contentBlocksOf(buildCatalogue(code))
      .find((row) => row.language === language && row.queueId === 'page:contact' && row.blockType === 'FAQ')?.data as { title: string; items: Array<{ question: string; answer: string }> }
    expect(faq('CBBE', 'nl').title).toBe('Veelgestelde vragen')
    expect(faq('CBBE', 'nl').items).toHaveLength(4)
    expect(faq('CBBE', 'nl').items[2]).toEqual({ question: 'Kan ik mijn cadeaubon inwisselen voor een andere?', answer: 'Ja. Na de saldocheck kiest u met uw saldo uit meer dan 250 cadeaubonnen. Is uw saldo niet genoeg, dan betaalt u het verschil bij.' })
    expect(faq('CBBE', 'fr').items[0]!.question).toBe('Quand vais-je recevoir ma carte cadeau ?')
    expect(faq('CBDE', 'de').title).toBe('Häufige Fragen')
  })

  it('recommends only products the storefront sells, also in small storefronts', () => {
    for (const code of STOREFRONT_CODES) {
      const catalogue = buildCatalogue(code)
      const slugs = new Set(catalogue.products.map((plan) => plan.product.slug))
      const rows = contentBlocksOf(catalogue)
      const references = rows.filter((row) => row.blockType === 'PRODUCT_REFERENCE')
      expect(references.length, code).toBeGreaterThan(0)
      for (const row of references) expect(slugs.has(String(row.data.productSlug)), `${code} ${String(row.data.productSlug)}`).toBe(true)
      expect(new Set(rows.map((row) => row.language))).toEqual(new Set(getStorefront(code).languages))
    }
  })

  it('gives German storefronts German copy with the same pages and ASCII slugs', () => {
    const rows = contentBlocksOf(buildCatalogue('CBDE'))
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['de']))
    expect(new Set(rows.map((row) => row.queueId)).size).toBe(28)
    const delivery = JSON.stringify(rows.filter((row) => row.queueId === 'page:delivery').map((row) => row.data))
    for (const promise of ['17:00', '1 Stunde', '98 %', '2 bis 3 Werktagen', '5 Werktagen']) expect(delivery).toContain(promise)
    expect(rows.find((row) => row.queueId === 'page:terms' && row.blockType === 'PAGE_META')?.data).toMatchObject({ title: 'Allgemeine Geschäftsbedingungen' })
    for (const queue of new Set(rows.map((row) => row.queueId))) expect(queue).toMatch(/^page:[a-zA-Z]+(?::[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
    expect(contentBlocksOf(buildCatalogue('CBDE'))).toEqual(rows)
  })

  it('names the storefront brand and states the delivery promises', () => {
    const rows = contentBlocksOf(buildCatalogue('CBBE')).filter((row) => row.language === 'nl' && row.queueId === 'page:delivery')
    const text = JSON.stringify(rows.map((row) => row.data))
    for (const promise of ['17:00', '1 uur', '98%', '2 tot 3 werkdagen', '5 werkdagen']) expect(text).toContain(promise)
    expect(text).toMatch(/€\s300/u)
    const terms = contentBlocksOf(buildCatalogue('GCSBE')).find((row) => row.language === 'fr' && row.queueId === 'page:terms')
    expect(JSON.stringify(terms?.data)).toContain('Giftswap')
  })

  it('gives each restaurant the storefront sells a page with its story, first address, opening hours and gift card', () => {
    const catalogue = buildCatalogue('CBBE')
    const plan = catalogue.products.find((candidate) => candidate.product.slug === 'brasserie-mosselbank')!
    const first = plan.locations[0]!
    const page = (language: string) => contentBlocksOf(catalogue).filter((row) => row.language === language && row.queueId === 'page:restaurant:brasserie-mosselbank')
    expect(page('nl').map((row) => row.blockType)).toEqual(['PAGE_META', 'IMAGE_BODY', 'TITLE', 'IMAGE_BODY', 'CONTACT', 'PRODUCT_REFERENCE', 'COLORED'])
    expect(page('nl')[0]!.data).toMatchObject({ title: 'Brasserie Mosselbank', translationKey: 'restaurant:brasserie-mosselbank', image: { url: '/card-art/brasserie-mosselbank/' } })
    expect(page('fr')[0]!.data).toMatchObject({ translationKey: 'restaurant:brasserie-mosselbank' })
    expect(page('nl')[4]!.data).toEqual({
      title: 'Adres en openingstijden',
      hours: ['Dinsdag tot zaterdag: 12:00–14:30 en 18:00–22:00', 'Zondag: 12:00–21:00', 'Maandag: gesloten'],
      address: [first.name, first.street, `${first.postCode} ${first.locality}`],
    })
    expect(page('fr')[4]!.data).toMatchObject({ title: 'Adresse et heures d’ouverture', address: [first.name, first.street, `${first.postCode} ${first.locality}`] })
    expect(page('nl')[5]!.data).toEqual({ productSlug: 'brasserie-mosselbank', text: 'Geef een etentje bij Brasserie Mosselbank cadeau' })
    expect(page('nl')[6]!.data).toMatchObject({
      paragraphs: [`Uw cadeaubon is te besteden bij alle ${plan.locations.length} vestigingen van Brasserie Mosselbank. Zoek de vestiging bij u in de buurt op de kaart.`],
      link: { label: 'Bekijk alle vestigingen', reference: { route: 'locations', params: { product: 'brasserie-mosselbank' } } },
    })
  })

  it('leaves out a restaurant the storefront does not sell', () => {
    const catalogue = buildCatalogue('CBBE')
    const without = { ...catalogue, products: catalogue.products.filter((plan) => plan.product.slug !== 'trattoria-lucciola') }
    const queues = new Set(contentBlocksOf(without).map((row) => row.queueId))
    expect(queues.has('page:restaurant:brasserie-mosselbank')).toBe(true)
    expect(queues.has('page:restaurant:trattoria-lucciola')).toBe(false)
  })
})
