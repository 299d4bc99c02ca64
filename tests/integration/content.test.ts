import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { seedCatalogue } from '@/server/db/seed'
import { ERROR_CODES } from '@/graphql/error-codes'
import { getStorefront } from '@/config/storefronts/resolve'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const CBES = getStorefront('CBES')
const CBDE = getStorefront('CBDE')
const userData = (store = CBBE, language: string = store.defaultLanguage) =>
  ({ language, storeID: store.storeId, countryCode: store.country, redeemToken: null })

const META = 'id slug path title heroTitle description noindex backgroundColor date image { url alt }'
const CONTENT_PAGE = /* GraphQL */ `
  query ContentPage($userData: UserDataInput!, $page: ContentPageInput!) {
    contentPage(userData: $userData, page: $page) {
      meta { ${META} }
      blocks {
        id blockType __typename
        ... on TitleBlock { title level }
        ... on ImageBodyBlock { paragraphs }
        ... on ContactBlock { phone { href } email { href } }
        ... on ColoredBlock { link { label href } }
        ... on ProductReferenceBlock { product { slug path } }
        ... on BlogBlock { path }
      }
      errors { code referencedRequestParameter }
    }
  }`
const CONTENT_LIST = /* GraphQL */ `
  query ContentList($userData: UserDataInput!, $route: String!) {
    contentList(userData: $userData, route: $route) { list { ${META} } errors { code referencedRequestParameter } }
  }`

describe.each(testBackends())('content pages on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBES', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  async function call(query: string, variables: Record<string, unknown>) {
    const response = await handler.fetch('http://shop.test/api/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
    })
    const body = await response.json() as { data?: Record<string, any>; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return body.data!
  }

  it('serves the terms in Dutch and in French, each with its own path and text', async () => {
    const nl = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'terms' } })).contentPage
    const fr = (await call(CONTENT_PAGE, { userData: userData(CBBE, 'fr'), page: { route: 'terms' } })).contentPage
    expect(nl.errors).toEqual([])
    expect(nl.meta).toMatchObject({ title: 'Algemene voorwaarden', path: '/algemene-voorwaarden/', slug: null, noindex: false })
    expect(fr.meta).toMatchObject({ title: 'Conditions générales', path: '/fr/conditions-generales/' })
    expect(nl.meta.description).toContain('Cadorama')
    expect(nl.blocks.length).toBeGreaterThan(3)
    expect(nl.blocks.some((block: { blockType: string }) => block.blockType === 'PAGE_META')).toBe(false)
    expect(fr.blocks.find((block: { __typename: string }) => block.__typename === 'TitleBlock').title).toBe('1. Commandes')
  })

  it('lists the giving-moments pages with the title falling back to the heroTitle', async () => {
    const { list, errors } = (await call(CONTENT_LIST, { userData: userData(), route: 'givingMoments' })).contentList
    expect(errors).toEqual([])
    expect(list).toHaveLength(6)
    for (const page of list) {
      expect(page.heroTitle).toBeTruthy()
      expect(page.title).toBe(page.heroTitle)
      expect(page.path).toBe(`/geefmomenten/${page.slug}/`)
    }
    expect(list[0].slug).toBe('verjaardag')
  })

  it("names a page's versions in the storefront's other languages, each with its own slug", async () => {
    const TRANSLATIONS = `query ($userData: UserDataInput!, $page: ContentPageInput!) { contentPage(userData: $userData, page: $page) { meta { slug translations { language slug path } } } }`
    const moment = (await call(TRANSLATIONS, { userData: userData(), page: { route: 'givingMoments', slug: 'verjaardag' } })).contentPage.meta
    expect(moment).toEqual({ slug: 'verjaardag', translations: [{ language: 'fr', slug: 'anniversaire', path: '/fr/moments-de-generosite/anniversaire/' }] })
    const article = (await call(TRANSLATIONS, { userData: userData(CBBE, 'fr'), page: { route: 'blog', slug: 'dix-idees-cadeaux-pour-qui-a-deja-tout' } })).contentPage.meta
    expect(article.translations).toEqual([{ language: 'nl', slug: 'tien-cadeau-ideeen-voor-wie-alles-heeft', path: '/blog/tien-cadeau-ideeen-voor-wie-alles-heeft/' }])
    // A one-language storefront has no other version; an overview page names none either.
    expect((await call(TRANSLATIONS, { userData: userData(CBDE), page: { route: 'givingMoments', slug: 'geburtstag' } })).contentPage.meta.translations).toEqual([])
    expect((await call(TRANSLATIONS, { userData: userData(), page: { route: 'blog' } })).contentPage.meta.translations).toEqual([])
  })

  it("answers a page's keywords in its language, and none for a legal page", async () => {
    const KEYWORDS = `query ($userData: UserDataInput!, $page: ContentPageInput!) { contentPage(userData: $userData, page: $page) { meta { keywords } } }`
    const keywords = async (page: { route: string; slug?: string }, shopper = userData()) => (await call(KEYWORDS, { userData: shopper, page })).contentPage.meta.keywords
    expect(await keywords({ route: 'landing', slug: 'cadeau-voor-hem' })).toEqual(['cadeau voor hem', 'cadeau voor mannen', 'cadeaubon voor hem'])
    expect(await keywords({ route: 'landing', slug: 'cadeau-pour-lui' }, userData(CBBE, 'fr'))).toEqual(['cadeau pour lui', 'cadeau homme', 'carte cadeau pour lui'])
    expect(await keywords({ route: 'terms' })).toEqual([])
  })

  it('a giving-moments page references products of the storefront', async () => {
    const page = (await call(CONTENT_PAGE, { userData: userData(CBBE, 'fr'), page: { route: 'givingMoments', slug: 'anniversaire' } })).contentPage
    const products = page.blocks.filter((block: { __typename: string }) => block.__typename === 'ProductReferenceBlock')
    expect(products).toHaveLength(4)
    expect(products[0].product.path).toMatch(/^\/fr\/cartes-cadeaux\/[a-z0-9-]+\/$/)
  })

  it('lists blog articles newest first and business pages in order; CBES reads its pages in Spanish at Spanish paths', async () => {
    const blog = (await call(CONTENT_LIST, { userData: userData(), route: 'blog' })).contentList.list
    expect(blog).toHaveLength(6)
    const dates = blog.map((article: { date: string }) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const business = (await call(CONTENT_LIST, { userData: userData(), route: 'business' })).contentList.list
    expect(business.map((page: { slug: string }) => page.slug)).toEqual(['personeelscadeaus', 'relatiegeschenken', 'incentives'])
    const es = (await call(CONTENT_PAGE, { userData: userData(CBES), page: { route: 'delivery' } })).contentPage
    expect(es.meta).toMatchObject({ title: 'Envío', path: '/envio/' })
    const moments = (await call(CONTENT_LIST, { userData: userData(CBES), route: 'givingMoments' })).contentList.list
    expect(moments.map((page: { slug: string }) => page.slug)).toEqual(['cumpleanos', 'gracias', 'navidad', 'boda', 'nacimiento', 'jubilacion'])
  })

  it('CBDE reads German: home blocks, content pages with German paths and slugs, no English copy', async () => {
    const home = (await call(/* GraphQL */ `query($userData: UserDataInput!) { getBlocksQueue(userData: $userData, queueID: "home") {
      list { blockType ... on MostChosenBlock { title linkTitle } } errors { code } } }`, { userData: userData(CBDE) })).getBlocksQueue
    expect(home.errors).toEqual([])
    expect(home.list.find((block: { blockType: string }) => block.blockType === 'MOST_CHOSEN')).toMatchObject({ title: 'Am häufigsten gewählt' })
    const terms = (await call(CONTENT_PAGE, { userData: userData(CBDE), page: { route: 'terms' } })).contentPage
    expect(terms.meta).toMatchObject({ title: 'Allgemeine Geschäftsbedingungen', path: '/agb/' })
    expect(terms.blocks.find((block: { __typename: string }) => block.__typename === 'TitleBlock').title).toBe('1. Bestellungen')
    const delivery = (await call(CONTENT_PAGE, { userData: userData(CBDE), page: { route: 'delivery' } })).contentPage
    expect(delivery.meta.title).toBe('Lieferung')
    const moments = (await call(CONTENT_LIST, { userData: userData(CBDE), route: 'givingMoments' })).contentList.list
    expect(moments.map((page: { slug: string }) => page.slug)).toEqual(['geburtstag', 'danke', 'weihnachten', 'hochzeit', 'geburt', 'ruhestand'])
    const birthday = (await call(CONTENT_PAGE, { userData: userData(CBDE), page: { route: 'givingMoments', slug: 'geburtstag' } })).contentPage
    expect(birthday.meta.title).toBe('Geburtstagsgeschenke, die wirklich genutzt werden')
    const blog = (await call(CONTENT_LIST, { userData: userData(CBDE), route: 'blog' })).contentList.list
    const english = ['Gift', 'gift card', 'Terms and conditions', 'Read also', 'Delivery']
    for (const text of [JSON.stringify(terms), JSON.stringify(delivery), JSON.stringify(birthday), JSON.stringify(blog)]) {
      for (const word of english) expect(text).not.toContain(word)
    }
  })

  it('serves a restaurant page in Dutch and French under its product slug, with address, gift card and locations link', async () => {
    const page = (language: string) => call(CONTENT_PAGE, { userData: userData(CBBE, language), page: { route: 'restaurant', slug: 'brasserie-mosselbank' } })
    const nl = (await page('nl')).contentPage
    const fr = (await page('fr')).contentPage
    expect(nl.errors).toEqual([])
    expect(nl.meta).toMatchObject({ slug: 'brasserie-mosselbank', path: '/restaurants/brasserie-mosselbank/', title: 'Brasserie Mosselbank', noindex: false })
    expect(fr.meta).toMatchObject({ path: '/fr/restaurants/brasserie-mosselbank/', image: { url: '/card-art/brasserie-mosselbank/' } })
    expect(fr.meta.description).toContain('heures d’ouverture')
    const reference = nl.blocks.find((block: { __typename: string }) => block.__typename === 'ProductReferenceBlock')
    expect(reference.product).toEqual({ slug: 'brasserie-mosselbank', path: '/cadeaubonnen/brasserie-mosselbank/' })
    const locations = fr.blocks.find((block: { __typename: string }) => block.__typename === 'ColoredBlock')
    expect(locations.link).toEqual({ label: 'Voir tous les établissements', href: '/fr/cartes-cadeaux/brasserie-mosselbank/locaties/' })
    const TRANSLATIONS = `query ($userData: UserDataInput!, $page: ContentPageInput!) { contentPage(userData: $userData, page: $page) { meta { translations { language slug path } } } }`
    const translations = (await call(TRANSLATIONS, { userData: userData(), page: { route: 'restaurant', slug: 'brasserie-mosselbank' } })).contentPage.meta.translations
    expect(translations).toEqual([{ language: 'fr', slug: 'brasserie-mosselbank', path: '/fr/restaurants/brasserie-mosselbank/' }])
    const list = (await call(CONTENT_LIST, { userData: userData(), route: 'restaurant' })).contentList.list
    expect(list.map((entry: { slug: string }) => entry.slug)).toEqual(['brasserie-mosselbank', 'trattoria-lucciola'])
    // A restaurant page needs its slug: there is no restaurant overview.
    const withoutSlug = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'restaurant' } })).contentPage
    expect(withoutSlug.errors).toEqual([{ code: ERROR_CODES.INVALID_INPUT, referencedRequestParameter: 'page.slug' }])
  })

  it('contact shows tel: and mailto: links from the storefront registry', async () => {
    const page = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'contact' } })).contentPage
    const contact = page.blocks.find((block: { __typename: string }) => block.__typename === 'ContactBlock')
    expect(contact.phone.href).toMatch(/^tel:\+32/)
    expect(contact.email.href).toBe(`mailto:${CBBE.branding.organizationStructuredData.customerService.email}`)
    const helpdesk = page.blocks.find((block: { __typename: string }) => block.__typename === 'ColoredBlock')
    expect(helpdesk.link.href).toBe('/helpdesk/')
  })

  it('an unknown page has no meta and no blocks; a bad route or slug is 1001', async () => {
    const unknown = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'landing', slug: 'bestaat-niet' } })).contentPage
    expect(unknown).toEqual({ meta: null, blocks: [], errors: [] })
    const landing = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'landing', slug: 'cadeau-voor-hem' } })).contentPage
    expect(landing.meta.path).toBe('/cadeau-voor-hem/')
    const badRoute = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'checkout' } })).contentPage
    expect(badRoute.errors).toEqual([{ code: ERROR_CODES.INVALID_INPUT, referencedRequestParameter: 'page.route' }])
    const badSlug = (await call(CONTENT_PAGE, { userData: userData(), page: { route: 'blog', slug: '../etc' } })).contentPage
    expect(badSlug.errors).toEqual([{ code: ERROR_CODES.INVALID_INPUT, referencedRequestParameter: 'page.slug' }])
    const badList = (await call(CONTENT_LIST, { userData: userData(), route: 'terms' })).contentList
    expect(badList.errors[0].code).toBe(ERROR_CODES.INVALID_INPUT)
  })
})
