'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { useQuery } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { OrderGiftCards } from '@/components/orders/order-gift-cards'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { Actions, FormAlert, FormStatus } from '../form-parts'
import { OrderContents } from './order-contents'
import { AccountOrderDetailsDocument } from '@/graphql/generated/operations'
import type { OrderSummary } from './order-format'
import { useReorder, type Navigate } from './use-reorder'

export const ORDER_DETAILS_MODAL_ID = 'account-order-details'

export interface OrderDetailsModalProps {
  /** The order of the list whose details are shown; null while none was chosen. */
  order: OrderSummary | null
  shopper: Shopper
  locale: string
  basketHref: string
  navigate?: Navigate
}

/**
 * docs/rules/checkout.md order details modal: the order's packages, receivers and totals (cartV2 with the order's
 * uuid), the invoice download once there is one, and Order again.
 */
export function OrderDetailsModal({ order, shopper, locale, basketHref, navigate }: OrderDetailsModalProps) {
  const t = useTranslations('account')
  const { data, loading, error } = useQuery(AccountOrderDetailsDocument, {
    variables: { userData: toUserData(shopper), orderUuid: order?.id ?? null },
    skip: !order,
    fetchPolicy: 'cache-first',
    errorPolicy: 'all',
  })
  const reorder = useReorder({ shopper, basketHref, navigate })
  const details = data?.cartV2.order
  const problem = data?.cartV2.errors[0]?.message ?? (error ? t('form.generic') : null)

  return (
    <Modal id={ORDER_DETAILS_MODAL_ID} title={order ? t('orders.detailsTitle', { reference: order.reference }) : t('orders.details')} closeLabel={t('form.close')} onClose={reorder.reset}>
      {loading ? (
        <Loading role="status"><Spinner $size={32} /> {t('orders.loadingDetails')}</Loading>
      ) : problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : details ? (
        <OrderContents order={details} locale={locale} />
      ) : null}
      {order?.status === 'COMPLETED' && details && <OrderGiftCards shopper={shopper} orderUuid={order.id} locale={locale} headingLevel={3} />}
      {order && (
        <>
          {order.invoicePath
            ? <p><InvoiceLink href={order.invoicePath} download>{t('orders.downloadInvoice')}</InvoiceLink></p>
            : <p>{t('orders.noInvoice')}</p>}
          {order.creditNotePath && <p><InvoiceLink href={order.creditNotePath} download>{t('orders.downloadCreditNote')}</InvoiceLink></p>}
          <FormAlert>{reorder.error}</FormAlert>
          {reorder.done && reorder.skipped > 0 && (
            <FormStatus>{t('orders.skipped', { count: reorder.skipped })} <a href={basketHref}>{t('orders.goToBasket')}</a></FormStatus>
          )}
          {!reorder.done && (
            <Actions>
              <Button loading={reorder.busy} onClick={() => void reorder.reorder(order.id)}>{t('orders.reorder')}</Button>
            </Actions>
          )}
        </>
      )}
    </Modal>
  )
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
`
const InvoiceLink = styled.a`
  font-weight: 600;
`
