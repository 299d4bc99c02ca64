'use client'
import { useEffect, useState } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatMoney } from '@/i18n/format'
import type { CheckoutApi } from './checkout-api'
import { Actions, Alert, Panel } from './form-parts'
import type { CheckoutOrder } from './order'
import { followPaymentRedirect, type PaymentRedirect } from './payment-redirect'
import { PaymentMethodList, selectionProblem, type PaymentMethodChoice, type PaymentSelection } from './payment-method-list'
import type { DropinSession } from './adyen-dropin'

/** Adyen Web (and its styles) load only when the server opened a Drop-in session for this payment. */
const AdyenDropin = dynamic(() => import('./adyen-dropin'), { ssr: false })

export interface PaymentStepProps {
  api: Pick<CheckoutApi, 'paymentMethods' | 'startPayment'>
  order: CheckoutOrder
  locale: string
  /** The text of a failed earlier attempt (docs/rules/checkout.md retry), shown above the methods. */
  failure: string | null
  confirmationHref: (orderUuid: string) => string
  /** Called right before the browser leaves for the payment page (the leave warning must not fire). */
  onLeave: () => void
  /**
   * The id of a heading around the step that already names it (the checkout's step heading
   * 'Payment'): the step then adds no second heading of the same name.
   */
  labelledBy?: string
  /** Where the browser goes (tests replace it): the provider's redirect, or a page of the shop. */
  follow?: (target: PaymentRedirect | string) => void
}

function defaultFollow(target: PaymentRedirect | string) {
  if (typeof target === 'string') window.location.assign(target)
  else followPaymentRedirect(target)
}

/** Step 3 (docs/rules/checkout.md and docs/rules/api.md): choose a method (and bank), then off to the payment page. */
export function PaymentStep({ api, order, locale, failure, confirmationHref, onLeave, labelledBy, follow = defaultFollow }: PaymentStepProps) {
  const t = useTranslations('checkout.payment')
  const [methods, setMethods] = useState<readonly PaymentMethodChoice[] | null>(null)
  const [selection, setSelection] = useState<PaymentSelection>({ methodId: null, issuerId: null })
  const [showErrors, setShowErrors] = useState(false)
  const [busy, setBusy] = useState(false)
  const [payError, setPayError] = useState<string | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const [session, setSession] = useState<DropinSession | null>(null)

  useEffect(() => {
    let live = true
    void api.paymentMethods(order.id).then((payload) => {
      if (!live) return
      setMethods(payload?.methods ?? [])
      if (payload?.errors.length) setPayError(payload.errors[0]!.message)
    })
    return () => { live = false }
  }, [api, order.id])

  async function pay() {
    setShowErrors(true)
    setPayError(null)
    setSession(null)
    if (!methods || selectionProblem(methods, selection) || !selection.methodId) return
    setBusy(true)
    const payload = await api.startPayment(order.id, selection.methodId, selection.issuerId)
    if (!payload) {
      setBusy(false)
      return
    }
    if (payload.errors.length) {
      setPayError(payload.errors[0]!.message)
      setBusy(false)
      return
    }
    // Card and wallet payments are taken right here, by Adyen's Drop-in with the server's session.
    if (payload.session) {
      setSession(payload.session)
      setBusy(false)
      return
    }
    onLeave()
    setRedirecting(true)
    // Without a redirect the payment settled in the shop (e.g. invoice): straight to the confirmation.
    follow(payload.redirect ?? confirmationHref(order.id))
  }

  const amount = formatMoney(order.totals.grandTotal, locale)
  return (
    <Panel aria-labelledby={labelledBy ?? 'payment-title'}>
      {!labelledBy && <h2 id="payment-title">{t('title')}</h2>}
      {order.reference && <p>{t('reference', { reference: order.reference })}</p>}
      <Alert>{failure}</Alert>
      {methods === null ? (
        <p role="status"><Spinner /> {t('loadingMethods')}</p>
      ) : methods.length === 0 ? (
        <p>{t('noMethods')}</p>
      ) : (
        <PaymentMethodList methods={methods} selection={selection} onChange={(next) => { setSelection(next); setSession(null) }} showErrors={showErrors} />
      )}
      <Alert>{payError}</Alert>
      {redirecting && <p role="status">{t('redirecting')}</p>}
      {session ? (
        <section aria-labelledby="payment-details-title">
          <h3 id="payment-details-title">{t('details')}</h3>
          <AdyenDropin
            session={session}
            locale={locale}
            onLeave={onLeave}
            follow={(href) => follow(href)}
            onFailure={() => {
              setSession(null)
              setPayError(t('dropinFailed'))
            }}
          />
        </section>
      ) : (
        <Actions>
          <Button size="large" onClick={pay} loading={busy || redirecting} disabled={!methods?.length}>{t('pay', { amount })}</Button>
        </Actions>
      )}
    </Panel>
  )
}
