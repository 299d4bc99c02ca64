import { expect, test, type APIRequestContext } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { StorefrontPage } from './pages/storefront-page'

/** A hand-written restaurant brand of the seed (server/brand-catalogue/brands.ts): it has locations in every country. */
const PRODUCT = 'trattoria-lucciola'

interface ApiLocation { slug: string; name: string; latitude: number; longitude: number; path: string }

/** The product's CBBE locations, from the API the pages use. */
async function locationsOf(request: APIRequestContext, language: 'nl' | 'fr'): Promise<ApiLocation[]> {
  const port = process.env.E2E_PORT ?? 3100
  const response = await request.post(`http://127.0.0.1:${port}/api/graphql/`, {
    data: {
      query: `query ($userData: UserDataInput!, $productSlug: String!) {
        productLocations(userData: $userData, productSlug: $productSlug) { locations { slug name latitude longitude path } errors { code } }
      }`,
      variables: { userData: { language, storeID: 49, countryCode: 'BE', redeemToken: null }, productSlug: PRODUCT },
    },
  })
  expect(response.ok()).toBe(true)
  const body = await response.json() as { data: { productLocations: { locations: ApiLocation[]; errors: unknown[] } } }
  expect(body.data.productLocations.errors).toEqual([])
  return body.data.productLocations.locations
}

const list = (shop: StorefrontPage) => shop.page.getByTestId('locations-list').getByRole('listitem')

test('the locations overview lists every location in Dutch and French, with a map', async ({ page, request }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const dutch = await locationsOf(request, 'nl')
  expect(dutch.length).toBeGreaterThanOrEqual(2)

  expect((await shop.open(`/cadeaubonnen/${PRODUCT}/locaties/`))?.status()).toBe(200)
  await shop.expectLanguage('nl-BE')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trattoria Lucciola')
  await expect(list(shop)).toHaveCount(dutch.length)
  for (const location of dutch) {
    await expect(page.getByRole('link', { name: location.name, exact: true })).toHaveAttribute('href', location.path)
  }
  // The map island (tiles may be absent offline; the markers are ours).
  await expect(page.getByRole('region', { name: /Kaart met de locaties/ })).toBeVisible()
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(dutch.length)
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

  expect((await shop.open(`/fr/cartes-cadeaux/${PRODUCT}/locaties/`))?.status()).toBe(200)
  await shop.expectLanguage('fr-BE')
  await expect(list(shop)).toHaveCount(dutch.length)
  await expect(page.getByText(`${dutch.length} adresses`)).toBeVisible()
})

test('a location opens its detail page (French: /locatie/)', async ({ page, request }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const [first] = await locationsOf(request, 'fr')
  if (!first) throw new Error('No location')
  expect(first.path).toBe(`/fr/cartes-cadeaux/${PRODUCT}/locatie/${first.slug}/`)

  await shop.open(`/fr/cartes-cadeaux/${PRODUCT}/locaties/`)
  await page.getByRole('link', { name: first.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/cartes-cadeaux/${PRODUCT}/locatie/${first.slug}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
  await expect(page.getByRole('region', { name: `Carte : ${first.name}` })).toBeVisible()
  await page.getByRole('link', { name: /Toutes les adresses de/ }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/cartes-cadeaux/${PRODUCT}/locaties/$`))
})

test('a map rectangle in the URL narrows the list, and "show all" widens it again', async ({ page, request }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  const all = await locationsOf(request, 'nl')
  const target = all[0]!
  const rectangle = new URLSearchParams({
    latmax: (target.latitude + 0.001).toFixed(5),
    latmin: (target.latitude - 0.001).toFixed(5),
    lonmax: (target.longitude + 0.001).toFixed(5),
    lonmin: (target.longitude - 0.001).toFixed(5),
  })

  await shop.open(`/cadeaubonnen/${PRODUCT}/locaties/?${rectangle.toString()}`)
  await expect(list(shop)).toHaveCount(1)
  await expect(list(shop)).toContainText(target.name)
  await expect(page.getByText(`1 van ${all.length} locaties in het kaartgebied`)).toBeVisible()
  // Opening the address keeps the rectangle (the map fits to it rather than rewriting it).
  expect(new URL(page.url()).searchParams.get('latmax')).toBe(rectangle.get('latmax'))

  await page.getByRole('button', { name: 'Toon alle locaties' }).click()
  await expect(list(shop)).toHaveCount(all.length)
  expect(new URL(page.url()).search).toBe('')
})

test('unknown locations and products have no locations page', async ({ page }) => {
  const shop = new StorefrontPage(page, 'CBBE')
  expect((await shop.open(`/fr/cartes-cadeaux/${PRODUCT}/locatie/nulle-part/`))?.status()).toBe(404)
  expect((await shop.open(`/cadeaubonnen/${PRODUCT}/locaties/nergens/`))?.status()).toBe(404)
  expect((await shop.open('/cadeaubonnen/bestaat-niet/locaties/'))?.status()).toBe(404)
})
