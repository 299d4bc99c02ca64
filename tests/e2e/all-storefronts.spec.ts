import { expect, test } from './fixtures'
import { STOREFRONTS } from '@/config/storefronts/registry'
import { localizePath } from '@/i18n/localize'

const port = process.env.E2E_PORT ?? 3100

// Done-when of the foundation: every storefront renders home and listing with its own branding,
// language and currency. Plain HTTP with the storefront's host: what a crawler without JavaScript sees.
for (const storefront of Object.values(STOREFRONTS)) {
  test(`${storefront.code} renders home and listing server-side in ${storefront.defaultLanguage} and ${storefront.currency}`, async ({ request }) => {
    const host = `${storefront.code.toLowerCase()}.localhost:${port}`
    const currencySymbol = new Intl.NumberFormat(`${storefront.defaultLanguage}-${storefront.country}`, { style: 'currency', currency: storefront.currency })
      .formatToParts(1).find((part) => part.type === 'currency')!.value
    for (const path of ['/', localizePath('productListing', {}, storefront.defaultLanguage, storefront.defaultLanguage)]) {
      const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host } })
      expect(response.status(), `${storefront.code} ${path}`).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${storefront.defaultLanguage}-${storefront.country}"`)
      expect(html).toContain(storefront.branding.logo.src)
      expect(html).toContain(currencySymbol)
      expect(html).toContain('data-product-id')
    }
  })
}
