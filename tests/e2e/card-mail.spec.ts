import { expect, test } from './fixtures'
import { buyDigitalCard, cardFromMail } from './pages/gift-card-purchase'
import { cardMailFile, htmlWithInlineImages } from './pages/mail-file'

/**
 * The card e-mail of a real purchase, as the production server wrote it to the outbox (.eml), shown
 * the way a mail client shows it: on a phone (320 px) and in a desktop client's reading pane (600 px).
 * It must fit both without sideways scrolling, and its images must load: the inline codes, the card
 * art and the logo from the storefront (PNG routes of the production build).
 */
test.describe('the card e-mail', () => {
  let html = ''
  let card = { number: '', pin: '' }

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/')
    const receiver = `kaartmail-${Date.now()}@example.com`
    await buyDigitalCard(page, receiver)
    card = await cardFromMail(receiver)
    html = htmlWithInlineImages(await cardMailFile(receiver))
    await page.close()
  })

  for (const width of [320, 600]) {
    test(`reads at ${width} px without sideways scrolling, every image loaded`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      await page.setContent(html, { waitUntil: 'load' })
      const images = await page.locator('img').evaluateAll((nodes) => nodes.map((node) => {
        const image = node as HTMLImageElement
        return { src: image.src.slice(0, 80), alt: image.alt, loaded: image.complete && image.naturalWidth > 0, right: image.getBoundingClientRect().right }
      }))
      // Logo, art, barcode and QR code.
      expect(images).toHaveLength(4)
      for (const image of images) {
        expect(image.loaded, image.src).toBe(true)
        expect(image.alt, image.src).not.toBe('')
        expect(image.right, image.src).toBeLessThanOrEqual(width)
      }
      expect(images.some((image) => image.alt.includes(card.number.replace(/(\d{4})(?=\d)/g, '$1 ')))).toBe(true)
      const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth)
      expect(scroll).toBeLessThanOrEqual(width)
      await expect(page.getByText(card.pin, { exact: true })).toBeVisible()
      await testInfo.attach(`card-mail-${width}px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
    })
  }
})
