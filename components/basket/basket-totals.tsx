'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { formatMoney } from '@/i18n/format'
import type { BasketOrder } from './cart-api'

/**
 * The basket's sums (docs/rules/basket.md groupedTotals and totals): cards per delivery type, extras, each
 * adjustment (service fee, postage, registered mail; titles translated by the API) and the total.
 */
export function BasketTotals({ order, locale }: { order: BasketOrder; locale: string }) {
  const t = useTranslations('checkout.basket')
  const money = (value: { currency: string; value: number }) => formatMoney(value, locale)
  const { digitalTotal, physicalTotal, extra } = order.groupedTotals
  return (
    <List>
      {digitalTotal.qty > 0 && (
        <Row><dt>{t('digitalCount', { count: digitalTotal.qty })}</dt><dd>{money(digitalTotal.price)}</dd></Row>
      )}
      {physicalTotal.qty > 0 && (
        <Row><dt>{t('physicalCount', { count: physicalTotal.qty })}</dt><dd>{money(physicalTotal.price)}</dd></Row>
      )}
      {extra.value > 0 && <Row><dt>{t('extras')}</dt><dd>{money(extra)}</dd></Row>}
      <Row data-kind="subtotal"><dt>{t('subtotal')}</dt><dd>{money(order.totals.subTotal)}</dd></Row>
      {order.totals.adjustments.map((adjustment) => (
        <Row key={`${adjustment.adjustmentType}-${adjustment.title}`} data-adjustment={adjustment.adjustmentType}>
          <dt>{adjustment.title}</dt>
          <dd>{adjustment.price.value === 0 ? t('free') : money(adjustment.price)}</dd>
        </Row>
      ))}
      <Row data-kind="total"><dt>{t('grandTotal')}</dt><dd data-testid="basket-grand-total">{money(order.totals.grandTotal)}</dd></Row>
    </List>
  )
}

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`
const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  dt, dd { margin: 0; }
  dd { white-space: nowrap; font-variant-numeric: tabular-nums; }
  &[data-kind='subtotal'] { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 8px; }
  &[data-kind='total'] { border-top: 2px solid ${({ theme }) => theme.colors.text}; padding-top: 8px; font-weight: 700; font-size: 1.2rem; }
`
