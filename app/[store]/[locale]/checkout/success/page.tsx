import { CheckoutIsland } from '@/components/checkout/checkout-island'
import { OrderConfirmation } from '@/components/checkout/order-confirmation'
import { PageContainer } from '@/components/layout/page-container'
import type { RouteParams } from '../../_lib/page-context'
import { checkoutContext, checkoutMetadata, firstParam, type SearchParams } from '../_lib/checkout-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => checkoutMetadata(params, (t) => t('success.title'))

/** docs/rules/checkout.md /bestellen/gelukt/ (confirmation v2): the same confirmation, the order given as ?order=<uuid>. */
export default async function SuccessPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await checkoutContext(params)
  const orderUuid = firstParam((await searchParams).order)
  return (
    <PageContainer id="main">
      <CheckoutIsland shopper={context.shopper}>
        <OrderConfirmation shopper={context.shopper} locale={context.locale} orderUuid={orderUuid} homeHref={context.path('home')} registerHref={null} />
      </CheckoutIsland>
    </PageContainer>
  )
}
