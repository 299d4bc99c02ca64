import { CheckoutIsland } from '@/components/checkout/checkout-island'
import { PaymentProcessing } from '@/components/checkout/payment-processing'
import { PageContainer } from '@/components/layout/page-container'
import type { RouteParams } from '../../_lib/page-context'
import { checkoutContext, checkoutMetadata } from '../_lib/checkout-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => checkoutMetadata(params, (t) => t('processing.title'))

/**
 * docs/rules/checkout.md /bestellen/betaling-verwerken/?order=<uuid>&…: the payment provider sends the shopper back
 * here; the island reads every query parameter and completes the payment.
 */
export default async function PaymentProcessingPage({ params }: { params: Promise<RouteParams> }) {
  const context = await checkoutContext(params)
  return (
    <PageContainer id="main">
      <CheckoutIsland shopper={context.shopper}>
        <PaymentProcessing shopper={context.shopper} checkoutHref={context.hrefs.checkout} basketHref={context.hrefs.basket} confirmationHref={context.hrefs.confirmation} />
      </CheckoutIsland>
    </PageContainer>
  )
}
