'use client'
/**
 * The basket's delivery date and time modal (docs/rules/basket.md Delivery date and time): a date for
 * every shipment, and for a digital one the time its e-mail goes out. Saved through
 * setShipmentDelivery together with the shipment's saved receiver, so a shipment without one goes there first.
 */
import { isDeliveryDateAllowed, lastDeliveryDate, todayIso } from '@/validation/delivery-date'
import { DELIVERY_TIME_STEP_MINUTES, isDeliveryTimeChoosable } from '@/validation/delivery-time'
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
  deliveryTime: string
}

const dateSchema = object({
  deliveryDate: string().default('').test('date', 'checkout.shipping.deliveryDateInvalid', (value) => !value || isDeliveryDateAllowed(value, todayIso())),
  deliveryTime: string().default('').test('time', 'checkout.shipping.deliveryTimeInvalid', function check(value) {
    return isDeliveryTimeChoosable(value, String(this.parent.deliveryDate ?? ''))
  }),
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
          key={`${shipment.tag}-${shipment.deliveryDate ?? ''}-${shipment.deliveryTime ?? ''}`}
          defaultValues={{ deliveryDate: shipment.deliveryDate ?? '', deliveryTime: shipment.deliveryTime ?? '' }}
          withTime={shipment.deliveryType === 'DIGITAL'}
          onCancel={close}
          onSubmit={({ deliveryDate, deliveryTime }) => onSave({
            shipmentTag: shipment.tag, deliveryDate: deliveryDate || null, deliveryTime: deliveryDate && deliveryTime ? deliveryTime : null,
            deliveryAddress: savedAddressInput(address),
          })}
        />
      )}
    </Modal>
  )
}

interface DateFormProps {
  defaultValues: DateValues
  /** A digital shipment is mailed at a time of day; the post delivers on a day. */
  withTime: boolean
  onCancel: () => void
  onSubmit: (values: DateValues) => Promise<ShownError[]>
}

function DateForm({ defaultValues, withTime, onCancel, onSubmit }: DateFormProps) {
  const t = useTranslations('checkout.basket')
  const ts = useTranslations('checkout.shipping')
  const common = useTranslations('common')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<DateValues>({
    resolver: fieldResolver(dateSchema) as unknown as Resolver<DateValues>,
    defaultValues,
  })
  const submit = handleSubmit(async (values) => {
    const problems = await onSubmit(values)
    const rest = placeServerErrors<DateValues>(problems, ['deliveryDate', 'deliveryTime'], setError)
    const [first] = rest
    if (first) useErrorStore.getState().showError(first)
    else if (problems.length === 0) onCancel()
  })
  return (
    <FormBody onSubmit={(event) => void submit(event)} noValidate aria-label={t('deliveryDateModalTitle')}>
      <Input label={ts('deliveryDate')} type="date" min={todayIso()} max={lastDeliveryDate(todayIso())} hint={ts('deliveryDateHint')} {...register('deliveryDate')} error={errorText(errors.deliveryDate)} />
      {withTime && (
        <Input label={ts('deliveryTime')} type="time" step={DELIVERY_TIME_STEP_MINUTES * 60} hint={ts('deliveryTimeHint')} {...register('deliveryTime')} error={errorText(errors.deliveryTime)} />
      )}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>{common('cancel')}</Button>
        <Button type="submit" loading={isSubmitting}>{t('save')}</Button>
      </Actions>
    </FormBody>
  )
}
