import { CheckoutIsland } from '@/components/checkout/checkout-island'
import { OrderConfirmation } from '@/components/checkout/order-confirmation'
import { PageContainer } from '@/components/layout/page-container'
import type { RouteParams } from '../../_lib/page-context'
import { checkoutContext, checkoutMetadata } from '../_lib/checkout-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => checkoutMetadata(params, (t) => t('success.title'))

/** docs/rules/checkout.md /bestellen/:uuid/: the confirmation of one of the shopper's orders (the API checks it is theirs). */
export default async function ConfirmationPage({ params }: { params: Promise<RouteParams & { uuid: string }> }) {
  const context = await checkoutContext(params)
  const { uuid } = await params
  return (
    <PageContainer id="main">
      <CheckoutIsland shopper={context.shopper}>
        <OrderConfirmation shopper={context.shopper} locale={context.locale} orderUuid={decodeURIComponent(uuid)} homeHref={context.path('home')} registerHref={null} />
      </CheckoutIsland>
    </PageContainer>
  )
}
