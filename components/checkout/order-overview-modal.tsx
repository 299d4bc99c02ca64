'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { media } from '@/components/theme/theme'
import { formatMoney } from '@/i18n/format'
import { useModalStore } from '@/stores/modal-store'
import type { CheckoutOrder } from './order'
import { OrderSummary } from './order-summary'

export const ORDER_OVERVIEW_MODAL_ID = 'checkout-order-overview'

/**
 * docs/rules/checkout.md checkout order overview: below 1024 px the order summary is not beside the steps; a button
 * under the steps, with the order's total, opens it in a modal instead.
 */
export function OrderOverviewModal({ order, locale }: { order: CheckoutOrder; locale: string }) {
  const t = useTranslations('checkout.summary')
  const common = useTranslations('common')
  const openModal = useModalStore((state) => state.openModal)
  return (
    <>
      <Trigger variant="secondary" fullWidth aria-haspopup="dialog" onClick={() => openModal(ORDER_OVERVIEW_MODAL_ID)}>
        {t('openOverview', { total: formatMoney(order.totals.grandTotal, locale) })}
      </Trigger>
      <Modal id={ORDER_OVERVIEW_MODAL_ID} title={t('title')} closeLabel={common('close')}>
        <OrderSummary order={order} locale={locale} heading={false} />
      </Modal>
    </>
  )
}

/** Only where the summary is not shown beside the steps. */
const Trigger = styled(Button)`
  ${media.desktopSmall} { display: none; }
`
