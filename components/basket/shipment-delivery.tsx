'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { formatDeliveryMoment } from '@/i18n/format'
import type { BasketShipment } from './basket-lines'
import type { BasketPackagesGroup } from './cart-api'

export interface ShipmentDeliveryProps {
  shipment: BasketShipment
  groups: readonly BasketPackagesGroup[] | undefined
  locale: string
  busy: boolean
  onReceiver: () => void
  onDate: () => void
}

/** A shipment's receiver and delivery date, with the buttons that open their modals. */
export function ShipmentDelivery({ shipment, groups, locale, busy, onReceiver, onDate }: ShipmentDeliveryProps) {
  const t = useTranslations('checkout.basket')
  const group = groups?.find((candidate) => candidate.tag === shipment.tag)
  const address = shipment.deliveryAddress
  const name = group?.receiverTitle ?? (address ? `${address.firstName} ${address.lastName}` : null)
  return (
    <Box data-testid={`shipment-${shipment.tag}`}>
      <div>
        {address && name ? (
          <p>
            <strong>{t('receiverLine', { name })}</strong>
            {group?.receiverDescription && <span>{group.receiverDescription}</span>}
          </p>
        ) : (
          <p>{t('receiverNone')}</p>
        )}
        <p>{t('deliveryDateLine', { date: shipment.deliveryDate ? formatDeliveryMoment(shipment.deliveryDate, shipment.deliveryTime, locale) : t('asSoonAsPossible') })}</p>
      </div>
      <Buttons>
        <Button variant="secondary" size="small" onClick={onReceiver} disabled={busy}>{t('receiverButton')}</Button>
        <Button variant="secondary" size="small" onClick={onDate} disabled={busy}>{t('deliveryDateButton')}</Button>
      </Buttons>
    </Box>
  )
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin: 12px 0 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; display: flex; flex-direction: column; gap: 2px; }
`
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
