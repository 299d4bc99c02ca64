import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localizePath, type RouteName } from '@/i18n/localize'
import { ORDER_UUID_PLACEHOLDER, type CheckoutHrefs } from '@/components/checkout/hrefs'
import { pageContext, type PageContext, type RouteParams } from '../../_lib/page-context'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null
}

export interface CheckoutPageContext extends PageContext {
  path: (route: RouteName) => string
  hrefs: CheckoutHrefs
}

export async function checkoutContext(params: Promise<RouteParams>): Promise<CheckoutPageContext> {
  const context = await pageContext(params)
  const { language, storefront } = context
  const path = (route: RouteName) => localizePath(route, {}, language, storefront.defaultLanguage)
  return {
    ...context,
    path,
    hrefs: {
      basket: path('basket'),
      checkout: path('checkout'),
      login: path('accountLogin'),
      terms: path('terms'),
      privacy: path('privacy'),
      confirmation: localizePath('checkoutConfirmation', { uuid: ORDER_UUID_PLACEHOLDER }, language, storefront.defaultLanguage),
    },
  }
}

/** Checkout pages are personal: never indexed (the layout says so too), titled per step. */
export async function checkoutMetadata(params: Promise<RouteParams>, title: (t: Awaited<ReturnType<typeof getTranslations<'checkout'>>>) => string): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'checkout' })
  return { title: title(t), description: t('metaDescription'), robots: { index: false, follow: false } }
}
