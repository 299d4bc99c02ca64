'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import type { Shopper } from '@/graphql/shopper'
import { formatMoney } from '@/i18n/format'
import { useModalStore } from '@/stores/modal-store'
import { Actions } from '../form-parts'
import { OrderDetailsModal, ORDER_DETAILS_MODAL_ID } from './order-details-modal'
import { formatOrderDate, paymentMethodLabel, type OrderSummary, type OrdersOfYear } from './order-format'
import { ReorderModal, REORDER_MODAL_ID } from './reorder-modal'
import type { Navigate } from './use-reorder'

export interface OrdersListProps {
  /** Per year, newest first, as customerOrders answers them. */
  years: OrdersOfYear[]
  shopper: Shopper
  /** language-COUNTRY, for dates and amounts. */
  locale: string
  basketHref: string
  /** 'orders': details (with invoice and Order again); 'reorder': Order again first, via the product details. */
  mode?: 'orders' | 'reorder'
  navigate?: Navigate
}

/**
 * The account's orders grouped per year (docs/rules/accounts.md /bestellingen/ and /nabestellen/). Server-rendered
 * from the page's data, so the list reads without JavaScript; only the modals need it.
 */
export function OrdersList({ years, shopper, locale, basketHref, mode = 'orders', navigate }: OrdersListProps) {
  const t = useTranslations('account.orders')
  const [selected, setSelected] = useState<OrderSummary | null>(null)
  const [modalKey, setModalKey] = useState(0)
  const shown = years.filter((year) => year.orders.length > 0)

  function open(order: OrderSummary, modalId: string) {
    setSelected(order)
    setModalKey((key) => key + 1)
    useModalStore.getState().openModal(modalId)
  }

  if (shown.length === 0) return <p>{t('empty')}</p>

  return (
    <>
      {shown.map(({ year, orders }) => (
        <section key={year} aria-labelledby={`orders-${year}`}>
          <h2 id={`orders-${year}`}>{t('year', { year })}</h2>
          <List>
            {orders.map((order) => {
              const payment = paymentMethodLabel(order.paymentMethod)
              return (
                <li key={order.id} data-testid="order">
                  <h3>{t('orderNumber')} {order.reference}</h3>
                  <p><time dateTime={order.orderedDate}>{t('orderedOn', { date: formatOrderDate(order.orderedDate, locale) })}</time></p>
                  <Facts>
                    <div><dt>{t('status')}</dt><dd>{t(`statuses.${order.status === 'CART' ? 'PENDING' : order.status}`)}</dd></div>
                    {payment && <div><dt>{t('paymentMethod')}</dt><dd>{payment}</dd></div>}
                    <div><dt>{t('contactPerson')}</dt><dd>{order.contactPerson}</dd></div>
                    {order.referenceNumber && <div><dt>{t('referenceNumber')}</dt><dd>{order.referenceNumber}</dd></div>}
                    <div><dt>{t('total')}</dt><dd>{formatMoney(order.grandTotal, locale)} <Muted>({t('quantity', { count: order.quantity })})</Muted></dd></div>
                  </Facts>
                  <Actions>
                    {mode === 'orders' ? (
                      <>
                        <Button size="small" variant="secondary" onClick={() => open(order, ORDER_DETAILS_MODAL_ID)}>{t('details')}{' '}<VisuallyHidden>{order.reference}</VisuallyHidden></Button>
                        {order.invoicePath && <a href={order.invoicePath} download>{t('downloadInvoice')}</a>}
                        {order.creditNotePath && <a href={order.creditNotePath} download>{t('downloadCreditNote')}</a>}
                      </>
                    ) : (
                      <Button onClick={() => open(order, REORDER_MODAL_ID)}>{t('reorder')}{' '}<VisuallyHidden>{order.reference}</VisuallyHidden></Button>
                    )}
                  </Actions>
                </li>
              )
            })}
          </List>
        </section>
      ))}
      {mode === 'orders'
        ? <OrderDetailsModal key={modalKey} order={selected} shopper={shopper} locale={locale} basketHref={basketHref} navigate={navigate} />
        : <ReorderModal key={modalKey} order={selected} shopper={shopper} locale={locale} basketHref={basketHref} navigate={navigate} />}
    </>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  display: grid;
  gap: 16px;
  li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 { margin: 0 0 4px; font-size: 1.1rem; }
  p { margin: 0 0 8px; }
`
const Facts = styled.dl`
  display: grid;
  gap: 4px 24px;
  margin: 0 0 12px;
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  div { display: flex; gap: 8px; }
  dt { font-weight: 600; }
  dt::after { content: ':'; }
  dd { margin: 0; }
`
const Muted = styled.span`
  opacity: .8;
`
