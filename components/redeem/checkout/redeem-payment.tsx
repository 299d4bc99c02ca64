'use client'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useCheckoutApi } from '@/components/checkout/checkout-api'
import { confirmationPath } from '@/components/checkout/hrefs'
import type { CheckoutOrder } from '@/components/checkout/order'
import { PaymentStep } from '@/components/checkout/payment-step'
import type { Shopper } from '@/graphql/shopper'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'

/**
 * docs/rules/redeem.md "pay remainder": a PENDING redeem order pays what the balance does not cover through the
 * checkout's payment step (startPayment, then the provider's page). The calls carry the redeem token,
 * which owns the order.
 */
export function RedeemPayment({ shopper, orderUuid, locale, confirmation }: { shopper: Shopper; orderUuid: string; locale: string; confirmation: string }) {
  const tCommon = useTranslations('common')
  const api = useCheckoutApi(shopper)
  const [order, setOrder] = useState<CheckoutOrder | null>(null)
  useEffect(() => {
    let live = true
    void api.cart(orderUuid).then((payload) => { if (live && payload?.order) setOrder(payload.order) })
    return () => { live = false }
  }, [api, orderUuid])
  if (!order) return <p role="status">{tCommon('loading')}</p>
  return (
    <PaymentStep
      api={api}
      order={order}
      locale={locale}
      failure={null}
      confirmationHref={(uuid) => confirmationPath(confirmation, uuid)}
      onLeave={() => useLeaveWarningStore.getState().clear()}
    />
  )
}
