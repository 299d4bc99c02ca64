import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { CheckoutFlow } from '@/components/checkout/checkout-flow'
import { CheckoutIsland } from '@/components/checkout/checkout-island'
import { isGuestCheckout } from '@/components/checkout/hrefs'
import { checkoutRetry } from '@/components/checkout/payment-outcome'
import { getToggles } from '@/config/storefronts/toggles'
import type { RouteParams } from '../_lib/page-context'
import { checkoutContext, checkoutMetadata, firstParam, type SearchParams } from './_lib/checkout-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => checkoutMetadata(params, (t) => t('title'))

/**
 * docs/rules/checkout.md /bestellen/: the checkout steps; `?error=…&order=<uuid>` is a retry of that order's payment
 * (docs/rules/checkout.md), unless the payment-retry toggle is off or a redeem token came along: then that order is
 * let go and the shopper checks out from the basket again, told that the payment failed. `?guest=1` skips the
 * identify step: the shopper chose the guest flow in the basket's order modals.
 */
export default async function CheckoutPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await checkoutContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'checkout' })
  const query = await searchParams
  const { retry, abandoned } = checkoutRetry(
    { error: firstParam(query.error), order: firstParam(query.order), redeemToken: firstParam(query.redeemToken) },
    getToggles(context.storefront).paymentRetry,
  )
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <CheckoutIsland shopper={context.shopper}>
        <CheckoutFlow shopper={context.shopper} locale={context.locale} hrefs={context.hrefs} retry={retry} abandoned={abandoned} guest={isGuestCheckout(query)} />
      </CheckoutIsland>
    </PageContainer>
  )
}
