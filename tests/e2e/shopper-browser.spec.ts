import { expect, test, type Page } from './fixtures'
import { addDigitalCard, graphql } from './pages/checkout-page'

/** What a shopper notices in a real browser on CBBE: language links, small screens, tiles, links. */

async function frenchLinkOf(page: Page, where: 'header' | 'footer'): Promise<string | null> {
  const region = where === 'header' ? page.getByRole('banner') : page.getByRole('contentinfo')
  return region.getByRole('link', { name: 'FR', exact: true }).getAttribute('href')
}

test.describe('language links lead to the same page in the other language', () => {
  const pages: Array<[string, string]> = [
    ['/cadeaubonnen/', '/fr/cartes-cadeaux/'],
    ['/cadeaubonnen/2/', '/fr/cartes-cadeaux/2/'],
    ['/cadeaubonnen/wijnhuis-rankwerk/', '/fr/cartes-cadeaux/wijnhuis-rankwerk/'],
    ['/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/', '/fr/cartes-cadeaux/carte-cadeau-au-choix/'],
    ['/winkelmandje/', '/fr/panier/'],
    ['/account/login/', '/fr/compte/connexion/'],
    ['/privacy/', '/fr/confidentialite/'],
    ['/bestellen/', '/fr/commander/'],
    ['/saldocheck/', '/fr/solde/'],
  ]
  for (const [dutch, french] of pages) {
    test(`${dutch} → ${french}`, async ({ page }) => {
      await page.goto(dutch)
      await expect.poll(() => frenchLinkOf(page, 'header')).toBe(french)
      // The footer's language block too, once the page runs.
      await expect.poll(() => frenchLinkOf(page, 'footer')).toBe(french)
    })
  }

  test('the query is kept, and following the link lands on the French page', async ({ page }) => {
    await page.goto('/zoeken/?s=spa')
    await expect.poll(() => frenchLinkOf(page, 'header')).toBe('/fr/recherche/?s=spa')
    await page.goto('/cadeaubonnen/wijnhuis-rankwerk/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'FR', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/cartes-cadeaux\/wijnhuis-rankwerk\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE')
    await expect.poll(() => frenchLinkOf(page, 'header')).toBe('/fr/cartes-cadeaux/wijnhuis-rankwerk/')
    expect(await page.getByRole('banner').getByRole('link', { name: 'NL', exact: true }).getAttribute('href')).toBe('/cadeaubonnen/wijnhuis-rankwerk/')
  })
})

test.describe('small screens with a filled basket', () => {
  const MAIN_PAGES = ['/', '/cadeaubonnen/', '/cadeaubonnen/wijnhuis-rankwerk/', '/winkelmandje/', '/bestellen/', '/zoeken/?s=spa', '/saldocheck/', '/zakelijk/', '/account/login/']

  test('no page scrolls sideways at 320, 375 and 414 px, and the basket count is inside the screen', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    // Two digits in the badge: the widest count a shopper normally sees.
    for (let added = 0; added < 2; added++) await addDigitalCard(page)
    await graphql(page, `mutation ($userData: UserDataInput!, $shipmentTag: String!) { deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag) { errors { message } } }`, { shipmentTag: 'PHYSICAL-1' }).catch(() => undefined)
    const basket = await graphql<{ cartV2: { order: { shipments: Array<{ packages: Array<{ id: string }> }> } } }>(page,
      'query ($userData: UserDataInput!) { cartV2(userData: $userData) { order { shipments { packages { id } } } } }', {})
    const packageId = basket.cartV2.order.shipments[0]!.packages[0]!.id
    await graphql(page, `mutation ($userData: UserDataInput!, $input: UpdatePackageInput!) { updatePackage(userData: $userData, input: $input) { errors { message } } }`,
      { input: { packageId, quantity: 11, giftPacking: false } })
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of MAIN_PAGES) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${path} at ${width} px`).toBe(0)
        const badge = page.getByTestId('basket-count')
        if (await badge.count()) {
          await expect(badge).toHaveAttribute('data-count', '12')
          const box = (await badge.boundingBox())!
          expect(box.x + box.width, `badge of ${path} at ${width} px`).toBeLessThanOrEqual(width)
        }
      }
    }
  })

  test('the menu button says it is the menu, and the menu holds the language switch', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/cadeaubonnen/')
    const header = page.getByRole('banner')
    // Beside the basket there is no room on a phone.
    await expect(header.getByRole('navigation', { name: 'Taal' })).toBeHidden()
    await header.getByRole('button', { name: 'Menu cadeaubonnen' }).click()
    const menu = page.locator('#category-menu')
    const french = menu.getByRole('link', { name: 'FR', exact: true })
    await expect(french).toBeVisible()
    await expect(french).toHaveAttribute('href', '/fr/cartes-cadeaux/')
    await french.click()
    await expect(page).toHaveURL(/\/fr\/cartes-cadeaux\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu cartes cadeaux' })).toBeVisible()
  })
})

test('a long wrapper name wraps inside its tile of the gift-wrap choice modal at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/cadeaubonnen/wijnhuis-rankwerk/')
  // The designs are tiles in the gift-wrap choice modal (docs/rules/basket.md).
  const open = page.getByRole('button', { name: 'Kies een omslag' })
  await expect(open).toBeEnabled()
  await open.click()
  const group = page.getByRole('dialog', { name: 'Kies een omslag' }).getByRole('group', { name: 'Omslag (optioneel)' })
  const birthday = group.locator('label').filter({ hasText: /Verjaardags/ })
  await expect(birthday).toBeVisible()
  const tiles = await group.locator('label').evaluateAll((labels) => labels.map((label) => {
    const box = label.getBoundingClientRect()
    const text = label.querySelector('span > span') as HTMLElement
    return { left: box.left, right: box.right, top: box.top, textFits: text.scrollWidth <= text.clientWidth + 1 && text.getBoundingClientRect().right <= box.right + 0.5 }
  }))
  expect(tiles.every((tile) => tile.textFits), JSON.stringify(tiles)).toBe(true)
  // No tile draws over the next one in its row.
  for (let index = 1; index < tiles.length; index++) {
    const [before, tile] = [tiles[index - 1]!, tiles[index]!]
    if (before.top === tile.top) expect(tile.left).toBeGreaterThanOrEqual(before.right)
  }
})

test("the basket links the choice gift card to the choice card's own page", async ({ page }) => {
  await page.goto('/')
  const { choiceCard } = await graphql<{ choiceCard: { product: { digitalVariationConfig: { id: string; pricesToShow: Array<{ value: number }> } } } }>(page,
    'query ($userData: UserDataInput!) { choiceCard(userData: $userData) { product { digitalVariationConfig { id pricesToShow { value } } } } }', {})
  const config = choiceCard.product.digitalVariationConfig
  await graphql(page, 'mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { errors { message } } }',
    { input: { variationId: config.id, amount: config.pricesToShow[0]!.value, quantity: 1 } })
  await page.goto('/winkelmandje/')
  const links = page.getByRole('main').locator('a[href*="keuze"], a[href*="choice-gift-card"]')
  await expect(links.first()).toBeVisible()
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
    expect(href).toBe('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')
  }
})
