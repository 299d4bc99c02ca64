import { expect, test } from './fixtures'
import AxeBuilder from '@axe-core/playwright'
import { uniqueEmail } from './pages/account-page'
import { addDigitalCard } from './pages/checkout-page'
import { OrdersPage, placePaidOrder } from './pages/orders-page'

const PASSWORD = 'Start-pass1!'

test('orders page: a paid order per year, details with invoice PDF, order again fills the basket', async ({ page }) => {
  const orders = new OrdersPage(page)
  const email = uniqueEmail('orders')
  await orders.register({ email, password: PASSWORD, firstName: 'Olga', lastName: 'Claes' })

  // Before any order: the empty state.
  await orders.open(OrdersPage.ordersPath)
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn bestellingen' })).toBeVisible()
  await expect(orders.main().getByText('U hebt nog geen bestellingen geplaatst.')).toBeVisible()

  const placed = await placePaidOrder(page, { firstName: 'Olga', lastName: 'Claes', email })

  // The dropdown links the orders page.
  await orders.accountMenuButton().click()
  await page.locator('#account-dropdown').getByRole('link', { name: 'Mijn bestellingen' }).click()
  await expect(page).toHaveURL(/\/account\/bestellingen\/$/)

  const year = new Date().getUTCFullYear()
  await expect(orders.main().getByRole('heading', { level: 2 })).toHaveText([`Bestellingen in ${year}`])
  const order = orders.order(placed.reference)
  await expect(order).toContainText('Afgerond')
  await expect(order).toContainText('Bancontact')
  await expect(order).toContainText('Olga Claes')
  await expect(order).toContainText('2 cadeaubonnen')

  // The invoice is an attachment download of a PDF.
  const invoiceHref = await order.getByRole('link', { name: 'Factuur downloaden' }).getAttribute('href')
  expect(invoiceHref).toBeTruthy()
  const invoice = await page.evaluate(async (href) => {
    const response = await fetch(href, { credentials: 'include' })
    const start = new Uint8Array(await response.arrayBuffer()).subarray(0, 5)
    return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), start: String.fromCharCode(...start) }
  }, invoiceHref!)
  expect(invoice).toMatchObject({ status: 200, type: 'application/pdf', start: '%PDF-' })
  expect(invoice.disposition).toMatch(/^attachment/)

  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

  // Details modal: the order's gift card, receiver and the invoice; downloading saves a file.
  await order.getByRole('button', { name: `Details van de bestelling ${placed.reference}` }).click()
  const details = page.getByRole('dialog', { name: `Bestelling ${placed.reference}` })
  await expect(details).toContainText(placed.productTitle)
  await expect(details).toContainText('Jan Janssens')
  await expect(details).toContainText('Proficiat!')
  const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('link', { name: 'Factuur downloaden' }).click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])

  // Order again: to the basket, which now holds the two cards again.
  await details.getByRole('button', { name: 'Opnieuw bestellen' }).click()
  await expect(page).toHaveURL(/\/winkelmandje\/$/)
  expect(await orders.cartQuantity()).toBe(2)
  await expect(page.locator('header').getByRole('link', { name: /Winkelmandje, 2 artikelen/ })).toBeVisible()
})

test('reorder page: the order products are shown before they go into the basket', async ({ page }) => {
  const orders = new OrdersPage(page)
  const email = uniqueEmail('reorder')
  await orders.register({ email, password: PASSWORD, firstName: 'Rik', lastName: 'Wouters' })
  const placed = await placePaidOrder(page, { firstName: 'Rik', lastName: 'Wouters', email })

  await orders.open('/account/overzicht/')
  await orders.main().getByRole('link', { name: 'Opnieuw bestellen' }).click()
  await expect(page).toHaveURL(/\/nabestellen\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nabestellen' })).toBeVisible()
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

  await orders.order(placed.reference).getByRole('button', { name: `Opnieuw bestellen ${placed.reference}` }).click()
  const products = page.getByRole('dialog', { name: `Producten van bestelling ${placed.reference}` })
  await expect(products).toContainText(placed.productTitle)
  await products.getByRole('button', { name: 'In winkelmandje' }).click()
  await expect(page).toHaveURL(/\/winkelmandje\/$/)
  expect(await orders.cartQuantity()).toBe(2)

  // Logging out clears the header's basket count, and the pages want a login again.
  await orders.logOut()
  await expect(page.locator('header').getByRole('link', { name: 'Winkelmandje, geen artikelen' })).toBeVisible()
  for (const path of [OrdersPage.ordersPath, OrdersPage.reorderPath]) {
    await orders.open(path)
    await expect(page).toHaveURL(new RegExp(`/account/login/\\?callback=${encodeURIComponent(path)}$`))
  }
})

test('checkout offers the address of the last order to the logged-in customer, filled in', async ({ page }) => {
  const orders = new OrdersPage(page)
  const email = uniqueEmail('own-address')
  await orders.register({ email, password: PASSWORD, firstName: 'Lies', lastName: 'Maes' })
  await placePaidOrder(page, { firstName: 'Lies', lastName: 'Maes', email })

  await addDigitalCard(page)
  await orders.open('/bestellen/')
  const saved = page.getByRole('group', { name: 'Uw opgeslagen adressen' })
  await expect(saved.getByRole('radio', { name: /Veldstraat 12, 9000 Gent/ })).toBeChecked()
  await expect(saved.getByRole('radio', { name: 'Een ander adres gebruiken' })).not.toBeChecked()
  await expect(page.getByLabel('Straat', { exact: true })).toHaveValue('Veldstraat')
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('9000')
  await saved.getByRole('radio', { name: 'Een ander adres gebruiken' }).check()
  await expect(page.getByLabel('Straat', { exact: true })).toHaveValue('')
  await saved.getByRole('radio', { name: /Veldstraat 12, 9000 Gent/ }).check()
  await expect(page.getByLabel('Gemeente', { exact: true })).toHaveValue('Gent')
})
