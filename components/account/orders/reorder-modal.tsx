'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { useQuery } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { Actions, FormAlert, FormStatus } from '../form-parts'
import { OrderContents } from './order-contents'
import { AccountOrderDetailsDocument } from '@/graphql/generated/operations'
import type { OrderSummary } from './order-format'
import { useReorder, type Navigate } from './use-reorder'

export const REORDER_MODAL_ID = 'reorder-product-details'

/**
 * docs/rules/checkout.md reorder product details modal: the products of the chosen past order, then the shopper
 * confirms and they go into the basket at today's prices.
 */
export function ReorderModal({ order, shopper, locale, basketHref, navigate }: { order: OrderSummary | null; shopper: Shopper; locale: string; basketHref: string; navigate?: Navigate }) {
  const t = useTranslations('account')
  const { data, loading, error } = useQuery(AccountOrderDetailsDocument, {
    variables: { userData: toUserData(shopper), orderUuid: order?.id ?? null },
    skip: !order,
    errorPolicy: 'all',
  })
  const reorder = useReorder({ shopper, basketHref, navigate })
  const details = data?.cartV2.order
  const problem = data?.cartV2.errors[0]?.message ?? (error ? t('form.generic') : null)

  return (
    <Modal id={REORDER_MODAL_ID} title={order ? t('orders.productDetails', { reference: order.reference }) : t('orders.reorderTitle')} closeLabel={t('form.close')} onClose={reorder.reset}>
      {loading ? (
        <Loading role="status"><Spinner $size={32} /> {t('orders.loadingDetails')}</Loading>
      ) : problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : details ? (
        <>
          <OrderContents order={details} locale={locale} totals={false} />
          <p>{t('orders.reorderConfirm')}</p>
        </>
      ) : null}
      <FormAlert>{reorder.error}</FormAlert>
      {reorder.done && reorder.skipped > 0 && (
        <FormStatus>{t('orders.skipped', { count: reorder.skipped })} <a href={basketHref}>{t('orders.goToBasket')}</a></FormStatus>
      )}
      {order && !reorder.done && (
        <Actions>
          <Button variant="secondary" onClick={() => useModalStore.getState().closeModal(REORDER_MODAL_ID)} disabled={reorder.busy}>{t('form.cancel')}</Button>
          <Button loading={reorder.busy} disabled={!details} onClick={() => void reorder.reorder(order.id)}>{t('orders.reorderAdd')}</Button>
        </Actions>
      )}
    </Modal>
  )
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
`
