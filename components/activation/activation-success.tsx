'use client'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { Spinner } from '@/components/ui/spinner'
import { useCheckoutApi } from '@/components/checkout/checkout-api'
import { paymentOutcome, returnParams } from '@/components/checkout/payment-outcome'
import { ERROR_CODES } from '@/graphql/error-codes'
import { ActivationOrderDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { formatMoney } from '@/i18n/format'
import { retryHref, type ActivationOrder } from './activation-types'

export interface ActivationSuccessProps {
  shopper: Shopper
  locale: string
  hrefs: { activation: string; balanceCheck: string }
  /** Replaces the page (a failed payment goes back to the activation page); tests pass a spy. */
  navigate?: (href: string) => void
}

type View =
  | { kind: 'loading' }
  | { kind: 'paid'; order: ActivationOrder }
  | { kind: 'waiting'; order: ActivationOrder }
  | { kind: 'error'; message: string }

const replacePage = (href: string) => window.location.replace(href)

/**
 * docs/rules/activation-and-doubler.md /activeren/gelukt/?order=<uuid>: the payment provider returns here. With the provider's
 * parameters the payment is completed first (completePayment, applied once); a refused or cancelled
 * payment goes back to the activation page to retry. A paid order shows the amount, the masked card
 * number, when the card is usable (within 24 hours, or active now) and what to do next.
 */
export function ActivationSuccess({ shopper, locale, hrefs, navigate = replacePage }: ActivationSuccessProps) {
  const t = useTranslations('activation.success')
  const client = useApolloClient()
  const api = useCheckoutApi(shopper)
  const [view, setView] = useState<View>({ kind: 'loading' })
  const started = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void (async () => {
      const search = new URLSearchParams(window.location.search)
      const orderUuid = search.get('order')
      if (!orderUuid) return setView({ kind: 'error', message: t('notFound') })
      let waitingForProvider = false
      if ([...search.keys()].some((name) => name !== 'order')) {
        const payload = await api.completePayment(orderUuid, returnParams(search))
        if (payload && payload.errors.length === 0) {
          const outcome = paymentOutcome(payload.result)
          if (outcome.kind === 'retry') return navigate(retryHref(hrefs.activation, orderUuid))
          waitingForProvider = payload.result === 'PENDING'
          // The provider's parameters are used up: a reload only reads the order again.
          window.history.replaceState(null, '', `${window.location.pathname}?${new URLSearchParams({ order: orderUuid }).toString()}`)
        } else if (payload?.errors.length) {
          return setView({ kind: 'error', message: payload.errors[0]!.message })
        }
      }
      const { data } = await client.query({ query: ActivationOrderDocument, variables: { userData: toUserData(shopper), orderUuid }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
      const order = data?.activationOrder.order
      const error = data?.activationOrder.errors[0]
      // Someone else's (or an unknown) order reads exactly like a missing one.
      if (!order) return setView({ kind: 'error', message: !error || error.code === ERROR_CODES.ORDER_NOT_FOUND ? t('notFound') : error.message })
      if (order.status === 'COMPLETED') return setView({ kind: 'paid', order })
      if (order.status === 'PENDING' && !waitingForProvider) return navigate(retryHref(hrefs.activation, orderUuid))
      setView({ kind: 'waiting', order })
    })().catch(() => setView({ kind: 'error', message: t('notFound') }))
  }, [api, client, hrefs.activation, navigate, shopper, t])

  useEffect(() => {
    if (view.kind !== 'loading') headingRef.current?.focus()
  }, [view.kind])

  if (view.kind === 'loading') return <p role="status"><Spinner /> {t('processing')}</p>
  if (view.kind === 'error') {
    return (
      <Section>
        <p role="alert">{view.message}</p>
        <a href={hrefs.activation}>{t('toActivation')}</a>
      </Section>
    )
  }
  const { order } = view
  const amount = formatMoney(order.amount, locale)
  if (view.kind === 'waiting') {
    return (
      <Section>
        <h2 ref={headingRef} tabIndex={-1}>{t('processing')}</h2>
        <p>{t('reference', { reference: order.reference })}</p>
      </Section>
    )
  }
  return (
    <Section data-testid="activation-success">
      <h2 ref={headingRef} tabIndex={-1}>{t('title')}</h2>
      <p>{t('reference', { reference: order.reference })}</p>
      <p data-testid="activation-state">
        {order.activatedAt
          ? t('activeText', { card: order.cardNumberMasked, amount, email: order.email })
          : t('pendingText', { card: order.cardNumberMasked, amount, email: order.email })}
      </p>
      <h3>{t('nextTitle')}</h3>
      <p>{t('nextText')}</p>
      <a href={hrefs.balanceCheck}>{t('toBalanceCheck')}</a>
    </Section>
  )
}

const Section = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  max-width: 640px;
  h2 { margin: 0; font-size: 1.3rem; }
  h2:focus { outline: none; }
  h3 { margin: 12px 0 0; font-size: 1.1rem; }
  p { margin: 0; }
`
