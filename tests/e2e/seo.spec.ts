import { expect, test, type APIRequestContext } from './fixtures'

/**
 * docs/rules/pages-and-seo.md "Search engines" and docs/rules/storefronts.md organizationStructuredData, as a crawler sees them: raw HTML and
 * plain-text responses, no JavaScript. The server runs with STOREFRONT_URL_TEMPLATE=http://{code}.localhost:<port>,
 * so every absolute URL must carry the storefront's own configured origin.
 */
const port = process.env.E2E_PORT ?? 3100
const server = `http://127.0.0.1:${port}`
const originOf = (store: string) => `http://${store.toLowerCase()}.localhost:${port}`

async function fetchText(request: APIRequestContext, store: string, path: string) {
  const response = await request.get(`${server}${path}`, { headers: { host: `${store.toLowerCase()}.localhost:${port}` } })
  return { response, text: await response.text() }
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&')
}

/** canonical, hreflang alternates and robots of a page's raw HTML. */
function headTags(html: string) {
  const links = [...html.matchAll(/<link\s[^>]*>/gi)].map((match) => match[0])
  const canonical = links.filter((tag) => attribute(tag, 'rel') === 'canonical').map((tag) => attribute(tag, 'href'))
  const alternates: Record<string, string | undefined> = {}
  for (const tag of links.filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang'))) {
    alternates[attribute(tag, 'hreflang') as string] = attribute(tag, 'href')
  }
  const robots = /<meta\s+name="robots"\s+content="([^"]*)"/i.exec(html)?.[1]
  return { canonical, alternates, robots }
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] as string))
}

/** Every object in a JSON-LD tree (the @graph and nested entities). */
function entities(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(entities)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return [record, ...Object.values(record).flatMap(entities)]
  }
  return []
}

const cbbe = originOf('CBBE')
const pages = [
  { name: 'home (nl)', path: '/', canonical: `${cbbe}/`, nl: `${cbbe}/`, fr: `${cbbe}/fr/` },
  { name: 'home (fr)', path: '/fr/', canonical: `${cbbe}/fr/`, nl: `${cbbe}/`, fr: `${cbbe}/fr/` },
  { name: 'listing (nl)', path: '/cadeaubonnen/', canonical: `${cbbe}/cadeaubonnen/`, nl: `${cbbe}/cadeaubonnen/`, fr: `${cbbe}/fr/cartes-cadeaux/` },
  { name: 'listing page 2 (fr)', path: '/fr/cartes-cadeaux/2/', canonical: `${cbbe}/fr/cartes-cadeaux/2/`, nl: `${cbbe}/cadeaubonnen/2/`, fr: `${cbbe}/fr/cartes-cadeaux/2/` },
  { name: 'product (nl)', path: '/cadeaubonnen/bolero-books/', canonical: `${cbbe}/cadeaubonnen/bolero-books/`, nl: `${cbbe}/cadeaubonnen/bolero-books/`, fr: `${cbbe}/fr/cartes-cadeaux/bolero-books/` },
  { name: 'category (nl)', path: '/categorie/restaurants/', canonical: `${cbbe}/categorie/restaurants/`, nl: `${cbbe}/categorie/restaurants/`, fr: `${cbbe}/fr/categorie/restaurants/` },
]

for (const page of pages) {
  test(`CBBE ${page.name}: absolute self-canonical and hreflang nl-be, fr-be, x-default`, async ({ request }) => {
    const { response, text } = await fetchText(request, 'CBBE', page.path)
    expect(response.status()).toBe(200)
    const tags = headTags(text)
    expect(tags.canonical).toEqual([page.canonical])
    expect(tags.alternates).toEqual({ 'nl-be': page.nl, 'fr-be': page.fr, 'x-default': page.nl })
    expect(tags.robots).toBe('index, follow')
  })
}

test('a content page whose slug differs per language pairs its nl and fr versions with hreflang, both ways', async ({ request }) => {
  const nl = `${cbbe}/blog/tien-cadeau-ideeen-voor-wie-alles-heeft/`
  const fr = `${cbbe}/fr/blog/dix-idees-cadeaux-pour-qui-a-deja-tout/`
  for (const [path, canonical] of [[nl, nl], [fr, fr]] as const) {
    const { response, text } = await fetchText(request, 'CBBE', new URL(path).pathname)
    expect(response.status()).toBe(200)
    expect(headTags(text)).toEqual({ canonical: [canonical], alternates: { 'nl-be': nl, 'fr-be': fr, 'x-default': nl }, robots: 'index, follow' })
  }
  const moment = headTags((await fetchText(request, 'CBBE', '/fr/moments-de-generosite/anniversaire/')).text)
  expect(moment.alternates).toEqual({ 'nl-be': `${cbbe}/geefmomenten/verjaardag/`, 'fr-be': `${cbbe}/fr/moments-de-generosite/anniversaire/`, 'x-default': `${cbbe}/geefmomenten/verjaardag/` })
})

test('a content page names its keywords in its own language; a legal page has none', async ({ request }) => {
  const keywordsOf = async (path: string) => {
    const { text } = await fetchText(request, 'CBBE', path)
    return /<meta name="keywords" content="([^"]*)"/.exec(text)?.[1] ?? null
  }
  expect(await keywordsOf('/geefmomenten/verjaardag/')).toBe('verjaardagscadeau,cadeaubon verjaardag,cadeau voor een verjaardag')
  expect(await keywordsOf('/fr/moments-de-generosite/anniversaire/')).toBe('cadeau d’anniversaire,carte cadeau anniversaire,idée cadeau anniversaire')
  expect(await keywordsOf('/algemene-voorwaarden/')).toBeNull()
})

test('the Host header cannot change canonical URLs (they come from the configuration)', async ({ request }) => {
  const response = await request.get(`${server}/`, { headers: { host: 'evil.example:1234' } })
  const html = await response.text()
  expect(html).not.toContain('evil.example')
  expect(headTags(html).canonical).toEqual([`${cbbe}/`])
})

test('Organization JSON-LD is on every page once, parseable, with absolute URLs; CBBE has no opening hours', async ({ request }) => {
  for (const path of ['/', '/cadeaubonnen/', '/fr/cartes-cadeaux/']) {
    const { text } = await fetchText(request, 'CBBE', path)
    const all = entities(jsonLdBlocks(text))
    const organizations = all.filter((entity) => entity['@type'] === 'Organization')
    expect(organizations, path).toHaveLength(1)
    expect(organizations[0]).toMatchObject({ name: 'Cadorama Belgium', url: `${cbbe}/`, logo: `${cbbe}/brands/cb/logo-be.svg` })
    expect(all.some((entity) => entity['@type'] === 'WebSite'), path).toBe(true)
    expect(all.some((entity) => entity['@type'] === 'OpeningHoursSpecification'), path).toBe(false)
  }
})

test('CB (the NL storefront) shows its opening hours Mo-Fr 09:00-17:30', async ({ request }) => {
  const { text } = await fetchText(request, 'CB', '/')
  const hours = entities(jsonLdBlocks(text)).filter((entity) => entity['@type'] === 'OpeningHoursSpecification')
  expect(hours).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
  ])
})

for (const store of [
  { code: 'CBBE', disallow: ['/winkelmandje/', '/bestellen/', '/account/', '/saldocheck/inwisselen/', '/fr/panier/', '/fr/commander/', '/fr/compte/', '/fr/solde/echanger/'] },
  { code: 'CBDE', disallow: ['/warenkorb/', '/kasse/', '/konto/', '/guthaben/einloesen/'] },
]) {
  test(`${store.code}: robots.txt allows the shop, disallows personal pages and names its own sitemap`, async ({ request }) => {
    const { response, text } = await fetchText(request, store.code, '/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const lines = text.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of store.disallow) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${originOf(store.code)}/sitemap.xml`)
  })
}

const trails = [
  { name: 'product', path: '/cadeaubonnen/bolero-books/', names: ['Home', 'Cadeaubonnen'], last: `${cbbe}/cadeaubonnen/bolero-books/` },
  { name: 'category page 2', path: '/categorie/restaurants/2/', names: ['Home', 'Alle categorieën'], last: `${cbbe}/categorie/restaurants/2/` },
  { name: 'giving moment', path: '/geefmomenten/verjaardag/', names: ['Home'], last: `${cbbe}/geefmomenten/verjaardag/` },
]
for (const trail of trails) {
  test(`CBBE ${trail.name}: BreadcrumbList JSON-LD matches the visible trail`, async ({ request }) => {
    const { response, text } = await fetchText(request, 'CBBE', trail.path)
    expect(response.status()).toBe(200)
    const lists = entities(jsonLdBlocks(text)).filter((entity) => entity['@type'] === 'BreadcrumbList')
    expect(lists).toHaveLength(1)
    const items = lists[0]?.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>
    expect(items.map((item) => item['@type'])).toEqual(items.map(() => 'ListItem'))
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
    expect(items.slice(0, trail.names.length).map((item) => item.name)).toEqual(trail.names)
    expect(items[0]?.item).toBe(`${cbbe}/`)
    expect(items.at(-1)?.item).toBe(trail.last)
    // The trail's list straight inside the labelled nav (a server component's styles may come first).
    expect(text).toMatch(/<nav aria-label="Kruimelpad">(?:<style[^>]*>[^<]*<\/style>)?<ol[^>]*>/)
    expect(text).toContain('aria-current="page"')
  })
}

test('CBBE sitemap.xml: home, every listing page and product pages in nl and fr, with alternates', async ({ request }) => {
  const { response, text } = await fetchText(request, 'CBBE', '/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
  const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string)
  for (const url of [`${cbbe}/`, `${cbbe}/fr/`, `${cbbe}/cadeaubonnen/`, `${cbbe}/cadeaubonnen/2/`, `${cbbe}/fr/cartes-cadeaux/2/`]) {
    expect(locs).toContain(url)
  }
  expect(locs.every((loc) => loc.startsWith(`${cbbe}/`))).toBe(true)
  expect(new Set(locs).size).toBe(locs.length)
  const products = locs.filter((loc) => /\/cadeaubonnen\/[a-z][^/]*\/$/.test(loc))
  expect(products.length).toBeGreaterThan(10)
  expect(text).toContain(`<xhtml:link rel="alternate" hreflang="fr-be" href="${cbbe}/fr/cartes-cadeaux/2/"/>`)
  expect(text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${cbbe}/cadeaubonnen/2/"/>`)

  // The last listing page in the sitemap exists and the one after it does not.
  const lastPage = Math.max(...locs.map((loc) => /\/cadeaubonnen\/(\d+)\/$/.exec(loc)?.[1]).filter(Boolean).map(Number))
  expect((await fetchText(request, 'CBBE', `/cadeaubonnen/${lastPage}/`)).response.status()).toBe(200)
  expect((await fetchText(request, 'CBBE', `/cadeaubonnen/${lastPage + 1}/`)).response.status()).toBe(404)
  // A product URL from the sitemap is a page.
  const product = new URL(products[0] as string)
  expect((await fetchText(request, 'CBBE', product.pathname)).response.status()).toBe(200)
})

test('CBBE sitemap.xml: category, content and location pages, each a page', async ({ request }) => {
  const { text } = await fetchText(request, 'CBBE', '/sitemap.xml')
  const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string)
  for (const url of [`${cbbe}/categorie/alle-cadeaubonnen/`, `${cbbe}/categorie/restaurants/`, `${cbbe}/algemene-voorwaarden/`, `${cbbe}/fr/conditions-generales/`, `${cbbe}/zakelijk/`]) {
    expect(locs).toContain(url)
  }
  const samples = [
    locs.find((loc) => /\/geefmomenten\/[a-z0-9-]+\/$/.test(loc)),
    locs.find((loc) => /\/fr\/blog\/[a-z0-9-]+\/$/.test(loc)),
    locs.find((loc) => /\/locaties\/$/.test(loc)),
    locs.find((loc) => /\/locaties\/[a-z0-9-]+\/$/.test(loc)),
  ]
  for (const sample of samples) {
    expect(sample).toBeDefined()
    expect((await fetchText(request, 'CBBE', new URL(sample as string).pathname)).response.status()).toBe(200)
  }
})

test('CBDE sitemap.xml lists its own host only, in German', async ({ request }) => {
  const { response, text } = await fetchText(request, 'CBDE', '/sitemap.xml')
  expect(response.status()).toBe(200)
  const cbde = originOf('CBDE')
  const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string)
  expect(locs).toContain(`${cbde}/`)
  expect(locs).toContain(`${cbde}/gutscheine/`)
  expect(locs.every((loc) => loc.startsWith(`${cbde}/`))).toBe(true)
  expect(text).toContain(`hreflang="de-de" href="${cbde}/gutscheine/"`)
  expect(text).not.toContain('cbbe.localhost')
})

test('a crawler without JavaScript sees titles, prices and links on the listing', async ({ request }) => {
  const { response, text } = await fetchText(request, 'CBBE', '/cadeaubonnen/')
  expect(response.status()).toBe(200)
  expect(/<title>[^<]+<\/title>/.test(text)).toBe(true)
  expect(/<h1[^>]*>[^<]+<\/h1>/.test(text)).toBe(true)
  // The top products row (4 cards, CSS shows 2 below large desktop), then the page's 16.
  const topRow = /<section[^>]*aria-labelledby="top-products-title"[\s\S]*?<\/section>/.exec(text)?.[0] ?? ''
  expect(topRow.match(/<li[^>]*data-product-id=/g) ?? []).toHaveLength(4)
  const cards = text.replace(topRow, '').match(/<li[^>]*data-product-id=/g) ?? []
  expect(cards).toHaveLength(16)
  const productLinks = new Set([...text.matchAll(/href="(\/cadeaubonnen\/[a-z][^"/]*\/)"/g)].map((match) => match[1]))
  expect(productLinks.size).toBeGreaterThanOrEqual(15)
  expect(text.match(/<h3[^>]*>[^<]+<\/h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(16)
  expect(text).toMatch(/€\s?\d/)
  expect(text).toContain('href="/cadeaubonnen/2/"')
})

test('the contact page answers its frequent questions and names them as FAQPage JSON-LD, in nl and fr', async ({ request, page }) => {
  for (const [path, first] of [['/klantenservice/contact/', 'Wanneer komt mijn cadeaubon aan?'], ['/fr/nous-contacter/', 'Quand vais-je recevoir ma carte cadeau ?']] as const) {
    const { response, text } = await fetchText(request, 'CBBE', path)
    expect(response.status()).toBe(200)
    const faqs = entities(jsonLdBlocks(text)).filter((entity) => entity['@type'] === 'FAQPage')
    expect(faqs).toHaveLength(1)
    const questions = faqs[0]?.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>
    expect(questions).toHaveLength(4)
    expect(questions[0]?.name).toBe(first)
    expect(questions.every((question) => question['@type'] === 'Question' && question.acceptedAnswer['@type'] === 'Answer' && question.acceptedAnswer.text.length > 0)).toBe(true)
  }
  // Each question opens its answer, by keyboard too.
  await page.goto('/klantenservice/contact/')
  const question = page.locator('main summary', { hasText: 'Hoe controleer ik het saldo van mijn cadeaubon?' })
  const answer = page.locator('main details p', { hasText: 'kaartnummer en de pincode' })
  await expect(answer).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
})

test('the bench baseline page (docs/performance.md) is a cached page that search engines are told to skip', async ({ request }) => {
  for (const path of ['/bench-static/', '/fr/bench-static/']) {
    const first = await fetchText(request, 'CBBE', path)
    expect(first.response.status()).toBe(200)
    expect(headTags(first.text).robots).toBe('noindex, nofollow')
    expect(headTags(first.text).alternates).toEqual({})
    expect(first.text).toContain('<h1>Benchmark baseline</h1>')
    // Rendered once, then served from the page cache like the catalogue pages it is compared with.
    const again = await fetchText(request, 'CBBE', path)
    expect(again.response.headers()['x-nextjs-cache']).toBe('HIT')
  }
  const { text: sitemap } = await fetchText(request, 'CBBE', '/sitemap.xml')
  expect(sitemap).not.toContain('bench-static')
})
