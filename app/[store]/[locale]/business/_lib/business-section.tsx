import 'server-only'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { BusinessFormIsland } from '@/components/business/business-form-island'
import { BusinessProductOrders } from '@/components/business/business-product-orders'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { BusinessProductsDocument } from '@/graphql/generated/operations'
import type { PageContext } from '../../_lib/page-context'

/** The storefront layout's client namespaces, plus the form's texts and validation messages. */
const LAYOUT_NAMESPACES = ['common', 'chrome', 'errors', 'validation'] as const

/**
 * The business form (docs/rules/business.md, two versions) under a business page, and on a business product page the
 * buttons that open the business product form for each of its gift cards. The product ranges come
 * from the cached catalogue, so the page stays one cached render per storefront and language; the
 * request itself is sent from the browser.
 */
export async function BusinessSection({ context, pageProducts = [] }: { context: PageContext; pageProducts?: ReadonlyArray<{ slug: string; title: string }> }) {
  const { shopper, language, locale, storefront } = context
  const { businessProducts } = await cachedCatalogQuery(shopper, BusinessProductsDocument, {})
  if (businessProducts.errors.length > 0) throw new Error(businessProducts.errors.map((error) => `${error.code} ${error.message}`).join('; '))
  const t = await getTranslations({ locale: language, namespace: 'business.form' })
  const messages = await getMessages({ locale: language })
  // The mail texts of the namespace stay on the server.
  const clientMessages = {
    ...Object.fromEntries(LAYOUT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])),
    business: { form: messages.business.form, validation: messages.business.validation },
  }
  const products = businessProducts.products.map((product) => ({ slug: product.slug, title: product.title, digital: product.digital ?? null, physical: product.physical ?? null }))
  const orderable = pageProducts.filter((product) => products.some((option) => option.slug === product.slug))
  const form = { shopper, locale, currency: businessProducts.currency, countryCode: storefront.country, products }
  return (
    <NextIntlClientProvider locale={language} messages={clientMessages}>
      {orderable.length > 0 && (
        <section aria-labelledby="business-products-title">
          <h2 id="business-products-title">{t('productsTitle')}</h2>
          <BusinessProductOrders {...form} pageProducts={orderable} />
        </section>
      )}
      <section aria-labelledby="business-form-title">
        <h2 id="business-form-title">{t('formTitle')}</h2>
        <BusinessFormIsland {...form} />
      </section>
    </NextIntlClientProvider>
  )
}
