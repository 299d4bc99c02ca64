'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { pushEvent } from '@/components/analytics/data-layer'
import { Spinner } from '@/components/ui/spinner'
import type { Shopper } from '@/graphql/shopper'
import { useRedeemOrderToken } from '@/components/redeem/checkout/use-redeem-order-token'
import { useCheckoutApi, type CheckoutApi } from './checkout-api'
import { Actions, Alert, Panel } from './form-parts'
import { orderAnalyticsItems, type CheckoutOrder } from './order'
import { confirmationPath } from './hrefs'
import { paymentOutcome, retryHref, returnParams } from './payment-outcome'

export interface PaymentProcessingProps {
  shopper: Shopper
  checkoutHref: string
  basketHref: string
  /** The confirmation page with ORDER_UUID where the order's uuid goes. */
  confirmationHref: string
}

const PURCHASE_KEY = 'checkout:purchase:'

/**
 * The processing page is replaced by the confirmation at once, which would lose a dataLayer push made
 * here; so it marks the order as just paid and the confirmation page sends `purchase` (once: the mark
 * is removed, so reloading the confirmation does not count the sale again).
 */
export function markPurchase(orderUuid: string): void {
  try {
    window.sessionStorage.setItem(`${PURCHASE_KEY}${orderUuid}`, '1')
  } catch {
    // Storage blocked: the purchase event is lost, the order is not.
  }
}

export function takePurchaseMark(orderUuid: string): boolean {
  try {
    const marked = window.sessionStorage.getItem(`${PURCHASE_KEY}${orderUuid}`) !== null
    window.sessionStorage.removeItem(`${PURCHASE_KEY}${orderUuid}`)
    return marked
  } catch {
    return false
  }
}

/** docs/rules/chrome.md analytics purchase, GA4's shape. */
export function trackPurchase(order: CheckoutOrder): void {
  pushEvent('purchase', {
    ecommerce: {
      transaction_id: order.reference ?? order.id,
      currency: order.totals.grandTotal.currency,
      value: order.totals.grandTotal.value,
      items: orderAnalyticsItems(order),
    },
  })
}

/**
 * The payment processing page (docs/rules/checkout.md): hands the provider's return parameters to completePayment and
 * follows the outcome: confirmation (with the purchase event), back to checkout to retry, or an error.
 */
export function PaymentProcessing({ shopper, ...props }: PaymentProcessingProps) {
  // A redeem order (its remainder paid here) belongs to the redeem token, not to the basket cookie.
  // The persisted token loads after the first render: completing before that would miss the owner.
  const { ready, token: redeemToken } = useRedeemOrderToken(null)
  const withToken = useMemo(() => (redeemToken ? { ...shopper, redeemToken } : shopper), [shopper, redeemToken])
  const api = useCheckoutApi(withToken)
  const t = useTranslations('checkout')
  if (!ready) return <p role="status"><Spinner /> {t('payment.processing')}</p>
  return <PaymentProcessingView {...props} api={api} />
}

export interface PaymentProcessingViewProps extends Omit<PaymentProcessingProps, 'shopper'> {
  api: Pick<CheckoutApi, 'completePayment'>
  /** Replaces the page (the processing page stays out of the history); tests pass a spy. */
  navigate?: (href: string) => void
}

const replacePage = (href: string) => window.location.replace(href)

export function PaymentProcessingView({ checkoutHref, basketHref, confirmationHref, api, navigate = replacePage }: PaymentProcessingViewProps) {
  const t = useTranslations('checkout')
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    // Once: completing a payment twice would be refused the second time.
    if (started.current) return
    started.current = true
    void (async () => {
      const search = new URLSearchParams(window.location.search)
      const orderUuid = search.get('order')
      if (!orderUuid) {
        setError(t('processing.noOrder'))
        return
      }
      const payload = await api.completePayment(orderUuid, returnParams(search))
      if (!payload) {
        setError(t('processing.failed'))
        return
      }
      if (payload.errors.length) {
        setError(payload.errors[0]!.message)
        return
      }
      const outcome = paymentOutcome(payload.result)
      if (outcome.kind === 'confirmation') {
        markPurchase(orderUuid)
        navigate(confirmationPath(confirmationHref, orderUuid))
      } else if (outcome.kind === 'retry') {
        navigate(retryHref(checkoutHref, orderUuid, outcome.error))
      } else {
        setError(t('processing.failed'))
      }
    })()
  }, [api, checkoutHref, confirmationHref, navigate, t])

  return (
    <Panel aria-labelledby="processing-title">
      <h1 id="processing-title">{t('processing.title')}</h1>
      {error ? (
        <>
          <Alert>{error}</Alert>
          <Actions>
            <a href={checkoutHref}>{t('processing.toCheckout')}</a>
            <a href={basketHref}>{t('backToBasket')}</a>
          </Actions>
        </>
      ) : (
        <p role="status"><Spinner /> {t('payment.processing')}</p>
      )}
    </Panel>
  )
}
