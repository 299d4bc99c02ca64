'use client'
/**
 * Spec §2 modals "delivery receiver", "receiver edit/reset confirmation" and "delivery date and time"
 * of the basket page. Both save through setShipmentDelivery, which takes the date only together with
 * a receiver: without a receiver the date modal sends the shopper to the receiver first.
 */
import { isDeliveryDateAllowed, lastDeliveryDate, todayIso } from '@/validation/delivery-date'
import { useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, type FieldError, type Path, type Resolver } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { object, string } from 'yup'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { addressCountries } from '@/components/checkout/countries'
import { FieldRow, NativeSelect } from '@/components/checkout/form-parts'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import type { AddressInput, ShipmentDeliveryInput } from '@/graphql/generated/operations'
import { useErrorStore, type ShownError } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { digitalDeliveryAddressSchema, physicalDeliveryAddressSchema } from '@/validation/address'
import type { BasketShipment } from './basket-lines'
import type { BasketReceiver } from './cart-api'

export const RECEIVER_MODAL_ID = 'delivery-receiver'
export const RECEIVER_RESET_MODAL_ID = 'receiver-reset-confirmation'
export const DELIVERY_DATE_MODAL_ID = 'delivery-date'

/** Saves a shipment's delivery; answers the API's errors (empty when saved). */
export type SaveDelivery = (input: ShipmentDeliveryInput) => Promise<ShownError[]>

export interface ReceiverValues {
  firstName: string
  lastName: string
  email: string
  confirmEmail: string
  countryCode: string
  postCode: string
  houseNumber: string
  suffix: string
  street: string
  city: string
}

const FIELDS: ReadonlyArray<keyof ReceiverValues> = ['firstName', 'lastName', 'email', 'confirmEmail', 'countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'city']
function emptyReceiver(countryCode: string): ReceiverValues {
  return { firstName: '', lastName: '', email: '', confirmEmail: '', countryCode, postCode: '', houseNumber: '', suffix: '', street: '', city: '' }
}

function receiverValues(address: BasketReceiver | null | undefined, countryCode: string): ReceiverValues {
  if (!address) return emptyReceiver(countryCode)
  return {
    firstName: address.firstName, lastName: address.lastName, email: address.email ?? '', confirmEmail: address.email ?? '',
    countryCode: address.countryCode || countryCode, postCode: address.postCode ?? '', houseNumber: address.houseNumber ?? '',
    suffix: address.suffix ?? '', street: address.street ?? '', city: address.city ?? '',
  }
}

const orNull = (value: string) => (value.trim() ? value.trim() : null)

/** The address setShipmentDelivery takes: a private receiver; digital ones in the storefront's country. */
export function toAddressInput(values: ReceiverValues, digital: boolean, storefrontCountry: string): AddressInput {
  const names = { customerType: 'PRIVATE' as const, firstName: values.firstName.trim(), lastName: values.lastName.trim() }
  return digital
    ? { ...names, countryCode: storefrontCountry, email: values.email.trim(), confirmEmail: values.confirmEmail.trim() }
    : {
        ...names, countryCode: values.countryCode.trim().toUpperCase(), postCode: orNull(values.postCode), houseNumber: orNull(values.houseNumber),
        suffix: orNull(values.suffix), street: orNull(values.street), city: orNull(values.city),
      }
}

/** A saved receiver sent again (with the date modal's new date). */
export function savedAddressInput(address: BasketReceiver): AddressInput {
  return {
    customerType: address.customerType, firstName: address.firstName, lastName: address.lastName, countryCode: address.countryCode,
    companyName: address.companyName ?? null, email: address.email ?? null, confirmEmail: address.email ?? null,
    postCode: address.postCode ?? null, houseNumber: address.houseNumber ?? null, suffix: address.suffix ?? null,
    street: address.street ?? null, city: address.city ?? null, phoneNumber: address.phoneNumber ?? null,
  }
}

/** Puts the API's field errors ('input.deliveryAddress.postCode') at their fields; answers the others. */
function placeServerErrors<Values extends object>(
  errors: ShownError[],
  fields: readonly string[],
  setError: (name: Path<Values>, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
): ShownError[] {
  const rest: ShownError[] = []
  let first = true
  for (const error of errors) {
    const field = error.parameter?.split('.').pop() ?? ''
    if (error.parameter && fields.includes(field)) {
      setError(field as Path<Values>, { type: SERVER_ERROR, message: error.message }, { shouldFocus: first })
      first = false
    } else rest.push(error)
  }
  return rest
}

export interface ReceiverModalProps {
  shipment: BasketShipment | null
  /** The storefront's country: the digital receiver's country and the first of the country list. */
  countryCode: string
  language: string
  onSave: SaveDelivery
}

/** Spec §2 delivery receiver: e-mail receiver of digital cards, postal address of physical ones. */
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
    () => (digital ? yupResolver(digitalDeliveryAddressSchema) : yupResolver(physicalDeliveryAddressSchema)) as unknown as Resolver<ReceiverValues>,
    [digital],
  )
  const countries = useMemo(() => addressCountries(language, countryCode), [language, countryCode])
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ReceiverValues>({
    resolver,
    defaultValues,
  })
  const error = (name: keyof ReceiverValues) => errorText(name, errors[name] as FieldError | undefined)

  const submit = handleSubmit(async (values) => {
    const problems = await onSubmit(values)
    const rest = placeServerErrors<ReceiverValues>(problems, FIELDS, setError)
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

/** Spec §2 receiver edit/reset confirmation: the form is only emptied after a yes. */
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

/** Spec §2 delivery date and time: today or later, empty for as soon as possible. */
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
    resolver: yupResolver(dateSchema) as unknown as Resolver<DateValues>,
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
      <Input label={ts('deliveryDate')} type="date" min={todayIso()} max={lastDeliveryDate(todayIso())} hint={ts('deliveryDateHint')} {...register('deliveryDate')} error={errorText('deliveryDate', errors.deliveryDate)} />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>{common('cancel')}</Button>
        <Button type="submit" loading={isSubmitting}>{t('save')}</Button>
      </Actions>
    </FormBody>
  )
}

const FormBody = styled.form`
  display: grid;
  gap: 12px;
  p { margin: 0; }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`
