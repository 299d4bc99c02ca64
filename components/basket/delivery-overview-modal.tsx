'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { formatDeliveryMoment, formatMoney } from '@/i18n/format'
import type { BasketOrder } from './cart-api'
import { receiverOf } from './shipment-delivery'

export const DELIVERY_OVERVIEW_MODAL_ID = 'product-delivery-overview'

/**
 * The fee of one shipment sent by registered mail, as the basket's totals carry it: the API prices every registered
 * shipment with one REGISTERED_MAIL adjustment of the same price (docs/rules/basket.md). Null when the totals have none.
 */
export function registeredMailFee(order: Pick<BasketOrder, 'totals'>): BasketOrder['totals']['adjustments'][number]['price'] | null {
  return order.totals.adjustments.find((adjustment) => adjustment.adjustmentType === 'REGISTERED_MAIL')?.price ?? null
}

/**
 * docs/rules/basket.md product delivery overview: every shipment of the basket in one list, with how it travels
 * (e-mail or post, and registered with its fee where the API says so: wine, or an order's cards by post above the
 * threshold), who receives it, when, and which cards it holds.
 */
export function DeliveryOverviewModal({ order, locale }: { order: BasketOrder; locale: string }) {
  const t = useTranslations('checkout.basket')
  const summary = useTranslations('checkout.summary')
  const common = useTranslations('common')
  const shipments = order.shipments.filter((shipment) => shipment.packages.length > 0)
  const fee = registeredMailFee(order)
  const registeredText = fee && fee.value > 0 ? t('deliveryOverviewRegisteredMailFee', { fee: formatMoney(fee, locale) }) : t('deliveryOverviewRegisteredMail')
  return (
    <Modal id={DELIVERY_OVERVIEW_MODAL_ID} title={t('deliveryOverviewTitle')} closeLabel={common('close')}>
      <Shipments>
        {shipments.map((shipment, index) => {
          const receiver = receiverOf(shipment, order.packagesGroups)
          const headingId = `delivery-overview-${shipment.tag}`
          const method = summary(shipment.deliveryType === 'DIGITAL' ? 'digital' : 'physical')
          return (
            <li key={shipment.tag} aria-labelledby={headingId}>
              <h3 id={headingId}>{t('deliveryOverviewShipment', { number: index + 1, method })}</h3>
              {shipment.registeredMail && <p data-testid="delivery-overview-registered-mail">{registeredText}</p>}
              <p>
                {receiver ? <strong>{t('receiverLine', { name: receiver.name })}</strong> : t('receiverNone')}
                {receiver?.description && <span>{receiver.description}</span>}
              </p>
              <p>{t('deliveryDateLine', { date: shipment.deliveryDate ? formatDeliveryMoment(shipment.deliveryDate, shipment.deliveryTime, locale) : t('asSoonAsPossible') })}</p>
              <ul>
                {shipment.packages.map((pkg) => (
                  <li key={pkg.id}>
                    {summary('packageLine', { qty: pkg.giftcardItem.qty, title: pkg.giftcardItem.variation.product.title, amount: formatMoney(pkg.giftcardItem.variation.price, locale) })}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </Shipments>
    </Modal>
  )
}

const Shipments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  > li { padding: 12px 16px; border-radius: 8px; background: ${({ theme }) => theme.colors.surface}; }
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0 0 4px; display: flex; flex-direction: column; gap: 2px; }
  ul { margin: 8px 0 0; padding-left: 20px; }
`
