'use client'
/**
 * The basket's receiver modal (docs/rules/basket.md "delivery receiver" and "receiver edit/reset
 * confirmation"): who receives a shipment, saved through setShipmentDelivery with the shipment's date.
 */
import { useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, type FieldError, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { countryOptions } from '@/components/forms/country-options'
import { FieldRow, NativeSelect } from '@/components/checkout/form-parts'
import { useFieldErrorText } from '@/components/forms/field-errors'
import { useErrorStore, type ShownError } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { digitalDeliveryAddressSchema, physicalDeliveryAddressSchema } from '@/validation/address'
import type { BasketShipment } from './basket-lines'
import { Actions, FormBody, placeServerErrors, type SaveDelivery } from './delivery-form-parts'
import { RECEIVER_FIELDS, emptyReceiver, receiverValues, toAddressInput, type ReceiverValues } from './delivery-receiver'
import { fieldResolver } from '@/components/forms/field-resolver'

export const RECEIVER_MODAL_ID = 'delivery-receiver'
export const RECEIVER_RESET_MODAL_ID = 'receiver-reset-confirmation'

export interface ReceiverModalProps {
  shipment: BasketShipment | null
  /** The storefront's country: the digital receiver's country and the first of the country list. */
  countryCode: string
  language: string
  onSave: SaveDelivery
}

/** docs/rules/basket.md delivery receiver: e-mail receiver of digital cards, postal address of physical ones. */
export function ReceiverModal({ shipment, countryCode, language, onSave }: ReceiverModalProps) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const digital = shipment?.deliveryType === 'DIGITAL'
  const close = () => useModalStore.getState().closeModal(RECEIVER_MODAL_ID)
  return (
    <Modal id={RECEIVER_MODAL_ID} title={t('receiverModalTitle')} closeLabel={common('close')} size="small">
      {shipment && (
        <ReceiverForm
          key={`${shipment.tag}-${shipment.deliveryAddress ? 'saved' : 'new'}`}
          digital={digital}
          defaultValues={receiverValues(shipment.deliveryAddress, countryCode)}
          countryCode={countryCode}
          language={language}
          onCancel={close}
          onSubmit={async (values) => onSave({
            shipmentTag: shipment.tag,
            deliveryDate: shipment.deliveryDate ?? null,
            deliveryTime: shipment.deliveryTime ?? null,
            deliveryAddress: toAddressInput(values, digital, countryCode),
          })}
        />
      )}
    </Modal>
  )
}

interface ReceiverFormProps {
  digital: boolean
  defaultValues: ReceiverValues
  countryCode: string
  language: string
  onCancel: () => void
  onSubmit: (values: ReceiverValues) => Promise<ShownError[]>
}

function ReceiverForm({ digital, defaultValues, countryCode, language, onCancel, onSubmit }: ReceiverFormProps) {
  const t = useTranslations('checkout.basket')
  const ti = useTranslations('checkout.information')
  const ts = useTranslations('checkout.shipping')
  const common = useTranslations('common')
  const errorText = useFieldErrorText()
  const resolver = useMemo(
    () => (digital ? fieldResolver(digitalDeliveryAddressSchema) : fieldResolver(physicalDeliveryAddressSchema)) as unknown as Resolver<ReceiverValues>,
    [digital],
  )
  const countries = useMemo(() => countryOptions(language), [language])
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ReceiverValues>({
    resolver,
    defaultValues,
  })
  const error = (name: keyof ReceiverValues) => errorText(errors[name] as FieldError | undefined)

  const submit = handleSubmit(async (values) => {
    const problems = await onSubmit(values)
    const rest = placeServerErrors<ReceiverValues>(problems, RECEIVER_FIELDS, setError)
    const [first] = rest
    if (first) useErrorStore.getState().showError(first)
    else if (problems.length === 0) onCancel()
  })

  return (
    <>
      <FormBody onSubmit={(event) => void submit(event)} noValidate aria-label={t('receiverModalTitle')}>
        <FieldRow>
          <Input label={ti('firstName')} autoComplete="off" {...register('firstName')} error={error('firstName')} />
          <Input label={ti('lastName')} autoComplete="off" {...register('lastName')} error={error('lastName')} />
        </FieldRow>
        {digital ? (
          <>
            <Input label={ts('receiverEmail')} type="email" autoComplete="off" {...register('email')} error={error('email')} />
            <Input label={ts('receiverConfirmEmail')} type="email" autoComplete="off" {...register('confirmEmail')} error={error('confirmEmail')} />
          </>
        ) : (
          <>
            <NativeSelect label={ti('country')} options={countries} {...register('countryCode')} error={error('countryCode')} />
            <FieldRow>
              <Input label={ti('postcode')} {...register('postCode')} error={error('postCode')} />
              <Input label={ti('houseNumber')} inputMode="numeric" {...register('houseNumber')} error={error('houseNumber')} />
              <Input label={ti('suffix')} {...register('suffix')} error={error('suffix')} />
            </FieldRow>
            <FieldRow>
              <Input label={ti('street')} {...register('street')} error={error('street')} />
              <Input label={ti('city')} {...register('city')} error={error('city')} />
            </FieldRow>
            <Input label={ti('addressLine2')} {...register('addressLine2')} error={error('addressLine2')} />
          </>
        )}
        <Actions>
          <Button variant="secondary" onClick={() => useModalStore.getState().openModal(RECEIVER_RESET_MODAL_ID, { stack: true })} disabled={isSubmitting}>
            {t('resetReceiver')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>{common('cancel')}</Button>
          <Button type="submit" loading={isSubmitting}>{t('save')}</Button>
        </Actions>
      </FormBody>
      <ResetConfirmation onConfirm={() => reset(emptyReceiver(countryCode))} />
    </>
  )
}

/** docs/rules/basket.md receiver edit/reset confirmation: the form is only emptied after a yes. */
function ResetConfirmation({ onConfirm }: { onConfirm: () => void }) {
  const t = useTranslations('checkout.basket')
  const common = useTranslations('common')
  const close = () => useModalStore.getState().closeModal(RECEIVER_RESET_MODAL_ID)
  return (
    <Modal
      id={RECEIVER_RESET_MODAL_ID}
      title={t('resetTitle')}
      closeLabel={common('close')}
      size="small"
      footer={(
        <Actions>
          <Button variant="secondary" onClick={close}>{common('cancel')}</Button>
          <Button onClick={() => { onConfirm(); close() }} data-autofocus>{t('resetConfirmButton')}</Button>
        </Actions>
      )}
    >
      <p>{t('resetText')}</p>
    </Modal>
  )
}
