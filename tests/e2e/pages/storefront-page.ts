import { expect, type Page } from '@playwright/test'

/** Page object for any storefront page reached by its own host (`<code>.localhost`). */
export class StorefrontPage {
  constructor(readonly page: Page, readonly storefront: string) {}

  url(path: string): string {
    const port = process.env.E2E_PORT ?? '3100'
    return `http://${this.storefront.toLowerCase()}.localhost:${port}${path}`
  }

  async open(path: string) {
    const response = await this.page.goto(this.url(path))
    return response
  }

  productCards() {
    return this.page.locator('main li[data-product-id]')
  }

  /** The listing's own cards: without the top products row above the grid. */
  listingCards() {
    return this.page.locator('main li[data-product-id]:not([aria-labelledby="top-products-title"] li)')
  }

  /** The top products row above the first listing page (4 in the HTML, 2 visible below large desktop). */
  topProductCards() {
    return this.page.locator('main [aria-labelledby="top-products-title"] li[data-product-id]')
  }

  async expectLanguage(lang: string) {
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang)
  }

  async expectLogo(src: string) {
    await expect(this.page.locator('header a img').first()).toHaveAttribute('src', src)
  }
}
