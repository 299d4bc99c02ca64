'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { postalLines } from '@/i18n/address-lines'
import { formatDeliveryMoment, formatMoney } from '@/i18n/format'
import type { OrderDetails } from './order-format'

type Shipment = OrderDetails['shipments'][number]
type Address = NonNullable<Shipment['deliveryAddress']>

function addressLines(address: Address): string[] {
  return [address.companyName, ...postalLines(address)].filter((line): line is string => Boolean(line))
}

/**
 * What a past order holds (docs/rules/accounts.md order details and reorder product details): per shipment the
 * receiver and delivery, then each package's gift card with amount, quantity and price. With
 * `totals` the order's sums follow (subtotal, each adjustment, total).
 */
export function OrderContents({ order, locale, totals = true }: { order: OrderDetails; locale: string; totals?: boolean }) {
  const t = useTranslations('account.orders')
  const money = (value: { currency: string; value: number }) => formatMoney(value, locale)
  return (
    <>
      {order.shipments.map((shipment) => (
        <Shipment key={shipment.id} aria-label={t('receiver')}>
          <h3>
            {t('receiver')}: {shipment.deliveryAddress ? `${shipment.deliveryAddress.firstName} ${shipment.deliveryAddress.lastName}` : '—'}
          </h3>
          <p>
            {t(shipment.deliveryType === 'DIGITAL' ? 'digital' : 'physical')}
            {shipment.deliveryType === 'DIGITAL'
              ? shipment.deliveryAddress?.email && <> · {shipment.deliveryAddress.email}</>
              : shipment.deliveryAddress && <> · {addressLines(shipment.deliveryAddress).join(', ')}</>}
            {shipment.deliveryDate && <> · {t('deliveryDate')}: {formatDeliveryMoment(shipment.deliveryDate, shipment.deliveryTime, locale)}</>}
          </p>
          <Packages aria-label={t('packages')}>
            {shipment.packages.map((pkg) => (
              <li key={pkg.id}>
                <span>
                  <strong>{pkg.giftcardItem.variation.product.title}</strong>
                  {' '}{money(pkg.giftcardItem.variation.price)} × {pkg.giftcardItem.qty}
                  {pkg.message?.text && <Message>{t('message')}: “{pkg.message.text}”</Message>}
                </span>
                <span>{money(pkg.totalPrice)}</span>
              </li>
            ))}
          </Packages>
        </Shipment>
      ))}
      {totals && (
        <Totals>
          <div><dt>{t('subTotal')}</dt><dd>{money(order.totals.subTotal)}</dd></div>
          {order.totals.adjustments.map((adjustment) => (
            <div key={`${adjustment.adjustmentType}-${adjustment.title}`}><dt>{adjustment.title}</dt><dd>{money(adjustment.price)}</dd></div>
          ))}
          <div><dt><strong>{t('grandTotal')}</strong></dt><dd><strong>{money(order.totals.grandTotal)}</strong></dd></div>
        </Totals>
      )}
    </>
  )
}

const Shipment = styled.section`
  margin: 0 0 16px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1rem; margin: 0 0 4px; }
  p { margin: 0 0 8px; }
`
const Packages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; justify-content: space-between; gap: 12px; padding: 4px 0; }
`
const Message = styled.span`
  display: block;
  font-style: italic;
`
const Totals = styled.dl`
  margin: 0 0 16px;
  div { display: flex; justify-content: space-between; gap: 12px; padding: 2px 0; }
  dt, dd { margin: 0; }
`
