'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Spinner } from '@/components/ui/spinner'
import { OrderGiftCards } from '@/components/orders/order-gift-cards'
import { RedeemBalanceSummary } from '@/components/redeem/checkout/redeem-balance-summary'
import { rememberRedeemOrder, resetRedeemFlow } from '@/components/redeem/checkout/redeem-flow'
import { useRedeemOrderToken } from '@/components/redeem/checkout/use-redeem-order-token'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useCartStore } from '@/stores/cart-store'
import { useCheckoutApi } from './checkout-api'
import { CheckoutSteps } from './checkout-steps'
import { Actions, Alert, Panel } from './form-parts'
import type { CheckoutOrder } from './order'
import { OrderSummary } from './order-summary'
import { takePurchaseMark, trackPurchase } from './payment-processing'
import { postalLines } from '@/i18n/address-lines'
import { formatDeliveryMoment } from '@/i18n/format'

export interface OrderConfirmationProps {
  shopper: Shopper
  locale: string
  orderUuid: string | null
  homeHref: string
  /** Shown to guests who did not ask for an account with their order. */
  registerHref: string | null
}

/** The confirmation page (docs/rules/checkout.md confirmation and confirmation v2): thanks, reference, delivery texts, packages. */
export function OrderConfirmation({ shopper, locale, orderUuid, homeHref, registerHref }: OrderConfirmationProps) {
  const t = useTranslations('checkout')
  // A redeem order (its remainder paid) belongs to the redeem token, sent as product queries send it.
  const { ready, token: redeemToken } = useRedeemOrderToken(orderUuid)
  const withToken = useMemo(() => (redeemToken ? { ...shopper, redeemToken } : shopper), [shopper, redeemToken])
  const api = useCheckoutApi(withToken)
  const [order, setOrder] = useState<CheckoutOrder | null | undefined>(orderUuid ? undefined : null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!orderUuid || !ready) return
    let live = true
    void api.cart(orderUuid).then((payload) => {
      if (!live) return
      const found = payload?.order && payload.order.id === orderUuid && payload.order.status !== 'CART' ? payload.order : null
      setOrder(found)
      // docs/rules/checkout.md: a paid redeem order ends the redeem flow (token, cards, flags); this tab keeps its way back to it.
      if (found && redeemToken && isRedeemOrder(found) && found.status === 'COMPLETED') {
        rememberRedeemOrder(found.id, redeemToken)
        resetRedeemFlow()
      }
      // The basket became this order: the header's count starts over.
      if (found) useCartStore.getState().setCartQuantity(0)
      if (found && takePurchaseMark(found.id)) trackPurchase(found)
    })
    return () => { live = false }
  }, [api, orderUuid, ready, redeemToken])

  useEffect(() => {
    if (order) heading.current?.focus()
  }, [order])

  if (order === undefined) return <p role="status"><Spinner /> {t('loading')}</p>
  if (order === null) {
    return (
      <Panel>
        <h1>{t('success.notFoundTitle')}</h1>
        <Alert>{t('success.notFound')}</Alert>
        <Actions><a href={homeHref}>{t('success.toHome')}</a></Actions>
      </Panel>
    )
  }

  const email = order.billingAddress?.email ?? order.customerEmail ?? ''
  const digital = order.shipments.some((shipment) => shipment.deliveryType === 'DIGITAL' && shipment.packages.length > 0)
  const physical = order.shipments.some((shipment) => shipment.deliveryType === 'PHYSICAL' && shipment.packages.length > 0)
  return (
    <Layout>
      <Main>
        {isRedeemOrder(order) ? <CheckoutSteps flow="redeem" current="done" /> : <CheckoutSteps current="success" />}
        <h1 ref={heading} tabIndex={-1}>{t('success.title')}</h1>
        {order.reference && <p>{t('success.orderNumber', { number: order.reference })}</p>}
        {email && <p>{t('success.text', { email })}</p>}
        {order.status === 'PENDING' && <p>{t('success.pendingPayment')}</p>}
        {digital && <p>{t('success.digitalText')}</p>}
        {physical && <p>{t('success.physicalText')}</p>}
        {isRedeemOrder(order) && <RedeemBalanceSummary userData={toUserData(withToken)} orderUuid={order.id} locale={locale} pending={order.status === 'PENDING'} />}
        <Receivers aria-label={t('success.deliveries')}>
          {order.shipments.filter((shipment) => shipment.packages.length > 0).map((shipment) => (
            <li key={shipment.id}>
              <strong>{shipment.deliveryType === 'DIGITAL' ? t('shipping.digitalTitle') : t('shipping.physicalTitle')}</strong>
              {shipment.deliveryAddress && (
                <span>
                  {`${shipment.deliveryAddress.firstName} ${shipment.deliveryAddress.lastName}`}
                  {shipment.deliveryType === 'DIGITAL'
                    ? ` (${shipment.deliveryAddress.email ?? ''})`
                    : `, ${postalLines(shipment.deliveryAddress).join(', ')}`}
                </span>
              )}
              {shipment.deliveryDate && <span>{t('success.deliveryDate', { date: formatDeliveryMoment(shipment.deliveryDate, shipment.deliveryTime, locale) })}</span>}
            </li>
          ))}
        </Receivers>
        {digital && order.status === 'COMPLETED' && <OrderGiftCards shopper={withToken} orderUuid={order.id} locale={locale} />}
        <Actions>
          {registerHref && <a href={registerHref}>{t('success.createAccount')}</a>}
          <a href={homeHref}>{t('success.toHome')}</a>
        </Actions>
      </Main>
      <OrderSummary order={order} locale={locale} />
    </Layout>
  )
}

/** A redeem order carries the balance it used as an adjustment (docs/orders.md "Redeem orders"). */
const isRedeemOrder = (order: CheckoutOrder) => order.totals.adjustments.some((adjustment) => adjustment.adjustmentType === 'GIFT_CARD_BALANCE')

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; }
`

const Main = styled.div`
  display: grid;
  gap: 16px;
  h1 { margin: 0; }
  h1:focus { outline: none; }
  p { margin: 0; }
`

const Receivers = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding-left: 20px;
  li { display: grid; gap: 2px; }
`
