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

/** A shipment's receiver as the basket shows it: the packages group's title and description, else the saved name; null without one. */
export function receiverOf(shipment: BasketShipment, groups: readonly BasketPackagesGroup[] | undefined): { name: string; description: string | null } | null {
  const address = shipment.deliveryAddress
  if (!address) return null
  const group = groups?.find((candidate) => candidate.tag === shipment.tag)
  return { name: group?.receiverTitle ?? `${address.firstName} ${address.lastName}`, description: group?.receiverDescription ?? null }
}

/** A shipment's receiver and delivery date, with the buttons that open their modals. */
export function ShipmentDelivery({ shipment, groups, locale, busy, onReceiver, onDate }: ShipmentDeliveryProps) {
  const t = useTranslations('checkout.basket')
  const receiver = receiverOf(shipment, groups)
  return (
    <Box data-testid={`shipment-${shipment.tag}`}>
      <div>
        {receiver ? (
          <p>
            <strong>{t('receiverLine', { name: receiver.name })}</strong>
            {receiver.description && <span>{receiver.description}</span>}
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
