'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { formatMoney } from '@/i18n/format'
import type { CheckoutOrder } from './order'

/**
 * The packages and totals of an order (docs/rules/checkout.md groupedTotals, totals, adjustments), beside every step.
 * `heading={false}`: inside the checkout order overview modal, whose title says the same.
 */
export function OrderSummary({ order, locale, heading = true }: { order: CheckoutOrder; locale: string; heading?: boolean }) {
  const t = useTranslations('checkout.summary')
  const ta = useTranslations('cart.adjustments')
  const money = (value: { currency: string; value: number }) => formatMoney(value, locale)
  return (
    <Summary {...(heading ? { 'aria-labelledby': 'order-summary-title' } : { as: 'div' })}>
      {heading && <h2 id="order-summary-title">{t('title')}</h2>}
      <ul>
        {order.shipments.flatMap((shipment) =>
          shipment.packages.map((pkg) => (
            <li key={pkg.id}>
              <span>
                {t('packageLine', { qty: pkg.giftcardItem.qty, title: pkg.giftcardItem.variation.product.title, amount: money(pkg.giftcardItem.variation.price) })}
                <small>{shipment.deliveryType === 'DIGITAL' ? t('digital') : t('physical')}</small>
              </span>
              <span>{money(pkg.totalPrice)}</span>
            </li>
          )),
        )}
      </ul>
      <dl>
        <div><dt>{t('subTotal')}</dt><dd>{money(order.totals.subTotal)}</dd></div>
        {order.totals.adjustments.map((adjustment) => (
          <div key={adjustment.adjustmentType}>
            <dt>{ta.has(adjustment.adjustmentType as never) ? ta(adjustment.adjustmentType as never) : adjustment.title}</dt>
            <dd>{money(adjustment.price)}</dd>
          </div>
        ))}
        <Total><dt>{t('total')}</dt><dd>{money(order.totals.grandTotal)}</dd></Total>
      </dl>
    </Summary>
  )
}

const Summary = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.2rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  li { display: flex; justify-content: space-between; gap: 12px; }
  li > span:first-child { display: grid; }
  small { color: ${({ theme }) => theme.colors.muted}; }
  dl { margin: 0; display: grid; gap: 6px; border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 12px; }
  dl > div { display: flex; justify-content: space-between; gap: 12px; }
  dd { margin: 0; }
`

const Total = styled.div`
  font-weight: 700;
  font-size: 1.1rem;
`
