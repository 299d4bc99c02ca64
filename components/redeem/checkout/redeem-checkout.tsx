'use client'
import { Fragment, useEffect, useRef, useState } from 'react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { CheckoutSteps } from '@/components/checkout/checkout-steps'
import { formatMoney } from '@/i18n/format'
import { RedeemBasket } from '@/components/redeem/shop/redeem-basket'
import { redeemPackages, type RedeemOrderView } from '@/components/redeem/shop/redeem-operations'
import { redeemErrorText } from '@/components/redeem/balance-check-errors'
import { RedeemShopConfirmDocument, RedeemShopOrderDocument } from '@/graphql/generated/operations'
import { useRedeemSession } from '@/components/redeem/shop/use-redeem-session'
import type { Shopper } from '@/graphql/shopper'
import { GuestOrderFormModal } from '@/components/redeem/modals/guest-order-form-modal'
import { GUEST_ORDER_FORM_MODAL_ID, type GuestOrderValues } from '@/components/redeem/modals/guest-order-form'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { digitalDeliveryAddressSchema } from '@/validation/address'
import { RedeemBalanceSummary } from './redeem-balance-summary'
import { deliveryReady, useRedeemDeliveryApi, type RedeemDelivery } from './redeem-delivery-api'
import { resetRedeemFlow, useRedeemLeaveGuard } from './redeem-flow'
import { RedeemPayment } from './redeem-payment'
import { AlertBox } from '@/components/ui/alert-box'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'
import { postalLines } from '@/i18n/address-lines'

type ReceiverValues = { firstName: string; lastName: string; email: string; confirmEmail: string }
type Field = keyof ReceiverValues
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'confirmEmail']

export interface RedeemCheckoutProps {
  shopper: Shopper
  locale: string
  hrefs: { balanceCheck: string; shop: string; home: string; confirmation: string }
}

type Outcome = { kind: 'completed'; email: string; orderUuid: string; userToken: string } | { kind: 'pending'; orderUuid: string; priceToPay: RedeemOrderView['priceToPay']; userToken: string }

/**
 * docs/rules/redeem.md redeem flow, "confirm" (and "pay remainder"): the receiver of the digital cards, the
 * summary of the redeem basket, then confirmRedeemOrder. A COMPLETED order is done (the token is
 * spent: the redeem store is cleared); a PENDING one pays its remainder through the normal payment.
 */
export function RedeemCheckout({ shopper, locale, hrefs }: RedeemCheckoutProps) {
  const t = useTranslations('redeem')
  const tFields = useTranslations('checkout.information')
  const errorText = useFieldErrorText()
  const tCommon = useTranslations('common')
  const client = useApolloClient()
  const { ready, token, userData } = useRedeemSession(shopper)
  const [view, setView] = useState<RedeemOrderView | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [delivery, setDelivery] = useState<RedeemDelivery | null>(null)
  const deliveryApi = useRedeemDeliveryApi(userData)
  const successRef = useRef<HTMLHeadingElement>(null)
  // docs/rules/redeem.md: leaving the redeem flow asks first and resets it (the payment step guards its pending order itself).
  useRedeemLeaveGuard(ready && token !== null && outcome === null, hrefs.balanceCheck, t('leaveConfirm'))
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ReceiverValues>({
    resolver: fieldResolver(digitalDeliveryAddressSchema),
    defaultValues: { firstName: '', lastName: '', email: '', confirmEmail: '' },
  })

  useEffect(() => {
    if (!ready || !token || outcome) return
    let active = true
    client.query({ query: RedeemShopOrderDocument, variables: { userData }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
      .then(({ data }) => {
        if (!active) return
        if (data?.redeemBasket) setView(data.redeemBasket)
        else setAlert(t('checkout.failed'))
      })
      .catch(() => { if (active) setAlert(t('checkout.failed')) })
    return () => { active = false }
  }, [ready, token, userData, client, t, outcome])

  // docs/rules/redeem.md identify in redeem: cards by post without an address open the guest delivery modal.
  useEffect(() => {
    if (!ready || !token || outcome) return
    let active = true
    void deliveryApi.load().then((loaded) => {
      if (!active || !loaded) return
      setDelivery(loaded)
      useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: loaded.needsPhysicalAddress, hasPostcode: loaded.physicalAddress !== null })
      if (!deliveryReady(loaded)) useModalStore.getState().openModal(GUEST_ORDER_FORM_MODAL_ID)
    })
    return () => { active = false }
  }, [ready, token, deliveryApi, outcome])

  async function saveAddress(values: GuestOrderValues) {
    const saved = await deliveryApi.save(values, t('guestOrder.failed'))
    if (saved.result.ok && saved.delivery) {
      setDelivery(saved.delivery)
      useRedeemStore.getState().setAddressFlags({ hasPostcode: true })
      useModalStore.getState().closeModal(GUEST_ORDER_FORM_MODAL_ID)
    }
    return saved.result
  }

  useEffect(() => {
    if (outcome?.kind === 'completed') successRef.current?.focus()
  }, [outcome])

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return
    setAlert(null)
    setBusy(true)
    try {
      const { data } = await client.mutate({
        mutation: RedeemShopConfirmDocument,
        variables: { userData, input: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), confirmEmail: values.confirmEmail.trim() } },
        errorPolicy: 'all',
      })
      const payload = data?.confirmRedeemOrder
      if (!payload) return setAlert(t('checkout.failed'))
      if (payload.errors.length || !payload.order) {
        let formMessage: string | null = null
        for (const error of payload.errors) {
          const field = FIELDS.find((name) => name === error.referencedRequestParameter)
          if (field) setError(field, { type: SERVER_ERROR, message: error.message })
          else formMessage ??= redeemErrorText(error, (key) => t(`errors.${key}` as never), t('checkout.failed'))
        }
        if (formMessage || payload.errors.length === 0) setAlert(formMessage || t('checkout.failed'))
        return
      }
      if (payload.order.status === 'COMPLETED') {
        // The token is spent: the redeem flow starts over (docs/rules/redeem.md reset), without the close-tab warning.
        resetRedeemFlow()
        setOutcome({ kind: 'completed', email: values.email.trim(), orderUuid: payload.order.id, userToken: token })
      } else {
        setOutcome({ kind: 'pending', orderUuid: payload.order.id, priceToPay: payload.priceToPay, userToken: token })
      }
    } catch {
      setAlert(t('checkout.failed'))
    } finally {
      setBusy(false)
    }
  })

  if (outcome?.kind === 'completed') {
    return (
      <Success data-testid="redeem-success">
        <CheckoutSteps flow="redeem" current="done" />
        <h2 ref={successRef} tabIndex={-1}>{t('success.title')}</h2>
        <p>{t('success.text', { email: outcome.email })}</p>
        <RedeemBalanceSummary userData={{ ...userData, redeemToken: outcome.userToken }} orderUuid={outcome.orderUuid} locale={locale} />
        <Link href={hrefs.home}>{t('checkout.toHome')}</Link>
      </Success>
    )
  }
  if (outcome?.kind === 'pending') {
    return (
      <Section>
        <CheckoutSteps flow="redeem" current="checkout" />
        <h2>{t('checkout.payTitle')}</h2>
        <p>{t('checkout.pendingText', { amount: formatMoney(outcome.priceToPay, locale) })}</p>
        <RedeemPayment shopper={{ ...shopper, redeemToken: outcome.userToken }} orderUuid={outcome.orderUuid} locale={locale} confirmation={hrefs.confirmation} />
      </Section>
    )
  }
  if (!ready) return <p role="status">{tCommon('loading')}</p>
  if (!token) {
    return (
      <Section>
        <p>{t('shop.noToken')}</p>
        <Link href={hrefs.balanceCheck}>{t('shop.toBalanceCheck')}</Link>
      </Section>
    )
  }
  if (view && redeemPackages(view).length === 0) {
    return (
      <Section>
        <p>{t('checkout.empty')}</p>
        <Link href={hrefs.shop}>{t('checkout.backToShop')}</Link>
      </Section>
    )
  }
  return (
    <Layout>
      <Form onSubmit={onSubmit} noValidate aria-labelledby="redeem-receiver-title">
        <CheckoutSteps flow="redeem" current="checkout" />
        <h2 id="redeem-receiver-title">{t('checkout.receiverTitle')}</h2>
        <p>{t('checkout.receiverText')}</p>
        {alert && <Alert role="alert">{alert}</Alert>}
        <Input label={tFields('firstName')} autoComplete="given-name" {...register('firstName')} error={errorText(errors.firstName)} />
        <Input label={tFields('lastName')} autoComplete="family-name" {...register('lastName')} error={errorText(errors.lastName)} />
        <Input label={tFields('email')} type="email" autoComplete="email" {...register('email')} error={errorText(errors.email)} />
        <Input label={tFields('confirmEmail')} type="email" autoComplete="off" {...register('confirmEmail')} error={errorText(errors.confirmEmail)} />
        {delivery?.needsPhysicalAddress && (
          <Address aria-labelledby="redeem-address-title" data-testid="redeem-delivery-address">
            <h3 id="redeem-address-title">{t('checkout.deliveryAddress')}</h3>
            {delivery.physicalAddress ? (
              <p>
                {`${delivery.physicalAddress.firstName} ${delivery.physicalAddress.lastName}`}
                {postalLines(delivery.physicalAddress).map((line) => <Fragment key={line}><br />{line}</Fragment>)}
                {` (${delivery.physicalAddress.countryCode})`}
              </p>
            ) : <p>{t('guestOrder.missing')}</p>}
            <Button variant="secondary" onClick={() => useModalStore.getState().openModal(GUEST_ORDER_FORM_MODAL_ID)}>
              {delivery.physicalAddress ? t('guestOrder.change') : t('guestOrder.add')}
            </Button>
          </Address>
        )}
        <Actions>
          <Button type="submit" loading={busy} disabled={!view || (delivery !== null && !deliveryReady(delivery))}>{t('checkout.submit')}</Button>
          <Link href={hrefs.shop}>{t('checkout.backToShop')}</Link>
        </Actions>
      </Form>
      {view && <RedeemBasket view={view} locale={locale} />}
      <GuestOrderFormModal language={shopper.language} country={shopper.countryCode} initial={delivery?.physicalAddress} onSave={saveAddress} />
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 900px) { grid-template-columns: 1fr 320px; align-items: start; }
`

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 480px;
  h2 { margin: 0; font-size: 1.3rem; }
  p { margin: 0; }
`

const Section = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  h2 { margin: 0; font-size: 1.3rem; }
  p { margin: 0; }
`

const Success = styled(Section)`
  h2:focus { outline: none; }
`

const Address = styled.section`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 { margin: 0; font-size: 1.1rem; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`

const Alert = styled(AlertBox)`
  margin: 1em 0;
`
