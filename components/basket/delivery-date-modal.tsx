'use client'
/**
 * The basket's delivery date modal (docs/rules/basket.md "delivery date and time"): saved through
 * setShipmentDelivery together with the shipment's saved receiver, so a shipment without one goes there first.
 */
import { isDeliveryDateAllowed, lastDeliveryDate, todayIso } from '@/validation/delivery-date'
import { useTranslations } from 'next-intl'
import { useForm, type Resolver } from 'react-hook-form'
import { object, string } from 'yup'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { useFieldErrorText } from '@/components/forms/field-errors'
import { useErrorStore, type ShownError } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import type { BasketShipment } from './basket-lines'
import { Actions, FormBody, placeServerErrors, type SaveDelivery } from './delivery-form-parts'
import { savedAddressInput } from './delivery-receiver'
import { fieldResolver } from '@/components/forms/field-resolver'

export const DELIVERY_DATE_MODAL_ID = 'delivery-date'

interface DateValues {
  deliveryDate: string
}

const dateSchema = object({
  deliveryDate: string().default('').test('date', 'checkout.shipping.deliveryDateInvalid', (value) => !value || isDeliveryDateAllowed(value, todayIso())),
})

export interface DeliveryDateModalProps {
  shipment: BasketShipment | null
  onSave: SaveDelivery
  /** Opens the receiver modal of the same shipment. */
  onChooseReceiver: () => void
}

/** docs/rules/basket.md delivery date and time: today or later, empty for as soon as possible. */
export function DeliveryDateModal({ shipment, onSave, onChooseReceiver }: DeliveryDateModalProps) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const close = () => useModalStore.getState().closeModal(DELIVERY_DATE_MODAL_ID)
  const address = shipment?.deliveryAddress
  return (
    <Modal id={DELIVERY_DATE_MODAL_ID} title={t('deliveryDateModalTitle')} closeLabel={common('close')} size="small">
      {shipment && !address && (
        <FormBody as="div">
          <p>{t('receiverFirst')}</p>
          <Actions>
            <Button variant="secondary" onClick={close}>{common('cancel')}</Button>
            <Button onClick={onChooseReceiver}>{t('chooseReceiver')}</Button>
          </Actions>
        </FormBody>
      )}
      {shipment && address && (
        <DateForm
          key={`${shipment.tag}-${shipment.deliveryDate ?? ''}`}
          defaultValue={shipment.deliveryDate ?? ''}
          onCancel={close}
          onSubmit={(deliveryDate) => onSave({ shipmentTag: shipment.tag, deliveryDate: deliveryDate || null, deliveryAddress: savedAddressInput(address) })}
        />
      )}
    </Modal>
  )
}

function DateForm({ defaultValue, onCancel, onSubmit }: { defaultValue: string; onCancel: () => void; onSubmit: (date: string) => Promise<ShownError[]> }) {
  const t = useTranslations('checkout.basket')
  const ts = useTranslations('checkout.shipping')
  const common = useTranslations('common')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<DateValues>({
    resolver: fieldResolver(dateSchema) as unknown as Resolver<DateValues>,
    defaultValues: { deliveryDate: defaultValue },
  })
  const submit = handleSubmit(async ({ deliveryDate }) => {
    const problems = await onSubmit(deliveryDate)
    const rest = placeServerErrors<DateValues>(problems, ['deliveryDate'], setError)
    const [first] = rest
    if (first) useErrorStore.getState().showError(first)
    else if (problems.length === 0) onCancel()
  })
  return (
    <FormBody onSubmit={(event) => void submit(event)} noValidate aria-label={t('deliveryDateModalTitle')}>
      <Input label={ts('deliveryDate')} type="date" min={todayIso()} max={lastDeliveryDate(todayIso())} hint={ts('deliveryDateHint')} {...register('deliveryDate')} error={errorText(errors.deliveryDate)} />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>{common('cancel')}</Button>
        <Button type="submit" loading={isSubmitting}>{t('save')}</Button>
      </Actions>
    </FormBody>
  )
}
