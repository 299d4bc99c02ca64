'use client'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { useCheckoutApi } from '@/components/checkout/checkout-api'
import type { CheckoutOrder } from '@/components/checkout/order'
import { PaymentStep } from '@/components/checkout/payment-step'
import { ActivationOrderDocument, CreateActivationOrderDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { formatMoney } from '@/i18n/format'
import { showApiError } from '@/stores/show-api-error'
import type { ActivationValues } from '@/validation/activation'
import { ActivationForm, ACTIVATION_FIELDS, type ActivationField } from './activation-form'
import { successHref, type ActivationFormOptions, type ActivationOrder } from './activation-types'

export interface ActivationFlowProps {
  shopper: Shopper
  locale: string
  options: ActivationFormOptions
  /** The success page (without query). */
  successPath: string
  /** docs/rules/activation-and-doubler.md retry: the order whose payment failed (`?error=1&order=<uuid>`). */
  retryOrderUuid: string | null
}

const EMPTY: ActivationValues = { cardNumber: '', pin: '', email: '', amount: '' }

/**
 * docs/rules/activation-and-doubler.md /activeren/: the activation order (card number, e-mail, amount), then the payment step of
 * the checkout for that order (methods, bank, off to the provider). The provider returns to the
 * success page. A failed payment comes back here with `?error=1&order=`, showing the same order
 * ready to be paid again; "Change details" starts a new order instead.
 */
export function ActivationFlow({ shopper, locale, options, successPath, retryOrderUuid }: ActivationFlowProps) {
  const t = useTranslations('activation')
  const tCommon = useTranslations('common')
  const client = useApolloClient()
  const api = useCheckoutApi(shopper)
  const [order, setOrder] = useState<ActivationOrder | null>(null)
  const [payable, setPayable] = useState<CheckoutOrder | null>(null)
  const [values, setValues] = useState<ActivationValues>(EMPTY)
  const [failure, setFailure] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [loadingRetry, setLoadingRetry] = useState(retryOrderUuid !== null)
  const summaryRef = useRef<HTMLHeadingElement>(null)

  // A retry: load the order whose payment failed; a paid one belongs on the success page.
  useEffect(() => {
    if (!retryOrderUuid) return
    let live = true
    void client.query({ query: ActivationOrderDocument, variables: { userData: toUserData(shopper), orderUuid: retryOrderUuid }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
      .then(({ data }) => {
        if (!live) return
        setLoadingRetry(false)
        const found = data?.activationOrder.order
        if (!found) return setAlert(data?.activationOrder.errors[0]?.message ?? t('failed'))
        if (found.status !== 'PENDING') return window.location.replace(successHref(successPath, found.id))
        setOrder(found)
        setFailure(t('paymentFailed'))
      })
      .catch((error: unknown) => {
        if (!live) return
        setLoadingRetry(false)
        showApiError({ error })
      })
    return () => { live = false }
  }, [client, retryOrderUuid, shopper, successPath, t])

  // The payment step works on the order as the checkout sees it (totals, reference).
  useEffect(() => {
    if (!order) return
    let live = true
    void api.cart(order.id).then((payload) => { if (live && payload?.order) setPayable(payload.order) })
    summaryRef.current?.focus()
    return () => { live = false }
  }, [api, order])

  async function create(input: { cardNumber: string; pin: string; email: string; amount: number }): Promise<Array<{ field: ActivationField; message: string }>> {
    setAlert(null)
    setBusy(true)
    try {
      const { data } = await client.mutate({ mutation: CreateActivationOrderDocument, variables: { userData: toUserData(shopper), input }, errorPolicy: 'all' })
      const payload = data?.createActivationOrder
      if (!payload) {
        setAlert(t('failed'))
        return []
      }
      if (payload.errors.length || !payload.order) {
        const problems: Array<{ field: ActivationField; message: string }> = []
        let formMessage: string | null = null
        for (const error of payload.errors) {
          const field = ACTIVATION_FIELDS.find((name) => `input.${name}` === error.referencedRequestParameter)
          if (field) problems.push({ field, message: error.message })
          else formMessage ??= error.message
        }
        if (formMessage || problems.length === 0) setAlert(formMessage ?? t('failed'))
        return problems
      }
      // The PIN is not kept: "change details" asks for it again rather than holding it in page state.
      setValues({ cardNumber: input.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '), pin: '', email: input.email, amount: String(input.amount) })
      setFailure(null)
      setOrder(payload.order)
      return []
    } catch (error) {
      showApiError({ error })
      return []
    } finally {
      setBusy(false)
    }
  }

  function changeDetails() {
    setOrder(null)
    setPayable(null)
    setFailure(null)
  }

  if (!options.available) return <p>{t('unavailable')}</p>
  if (loadingRetry) return <p role="status">{tCommon('loading')}</p>
  if (!order) {
    return <ActivationForm options={options} locale={locale} defaultValues={values} busy={busy} alert={alert} onSubmit={create} />
  }
  return (
    <Layout>
      <Summary aria-labelledby="activation-summary-title" data-testid="activation-summary">
        <h2 id="activation-summary-title" ref={summaryRef} tabIndex={-1}>{t('summary.title')}</h2>
        <dl>
          <dt>{t('summary.card')}</dt>
          <dd>{order.cardNumberMasked}</dd>
          <dt>{t('summary.email')}</dt>
          <dd>{order.email}</dd>
          <dt>{t('summary.amount')}</dt>
          <dd>{formatMoney(order.amount, locale)}</dd>
        </dl>
        <Button variant="secondary" onClick={changeDetails}>{t('summary.change')}</Button>
      </Summary>
      {payable ? (
        <PaymentStep
          api={api}
          order={payable}
          locale={locale}
          failure={failure}
          confirmationHref={(uuid) => successHref(successPath, uuid)}
          onLeave={() => undefined}
        />
      ) : (
        <p role="status">{tCommon('loading')}</p>
      )}
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  max-width: 640px;
`

const Summary = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  h2 { margin: 0; font-size: 1.3rem; }
  h2:focus { outline: none; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`
