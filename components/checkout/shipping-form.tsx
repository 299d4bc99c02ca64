'use client'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, useWatch, type FieldError, type Path, type Resolver } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { CountryOption } from '@/components/forms/country-options'
import { Actions, Checkbox, FieldRow, Fieldset, Form, NativeSelect } from './form-parts'
import type { CheckoutShipment } from './order'
import { lastDeliveryDate, todayIso } from '@/validation/delivery-date'
import { DELIVERY_TIME_STEP_MINUTES } from '@/validation/delivery-time'
import { shippingSchema, type ShippingValues } from './shipping-schema'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

export interface ShippingFormProps {
  shipments: readonly CheckoutShipment[]
  defaultValues: ShippingValues
  countries: readonly CountryOption[]
  /** The buyer, shown beside "send to me". */
  buyer: { name: string; email: string; address: string }
  /** API errors per shipment index and field. */
  serverErrors?: ReadonlyArray<{ index: number; field: string; message: string }>
  submitting?: boolean
  onBack: () => void
  onSubmit: (values: ShippingValues) => void
}

/** Step 2 (docs/rules/checkout.md): a receiver per shipment, digital by e-mail or physical by post, and an optional date. */
export function ShippingForm({ shipments, defaultValues, countries, buyer, serverErrors, submitting = false, onBack, onSubmit }: ShippingFormProps) {
  const t = useTranslations('checkout.shipping')
  const ti = useTranslations('checkout.information')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<ShippingValues>({
    resolver: fieldResolver(shippingSchema) as unknown as Resolver<ShippingValues>,
    defaultValues,
  })

  useEffect(() => {
    serverErrors?.forEach(({ index, field, message }, position) => {
      setError(`shipments.${index}.${field}` as Path<ShippingValues>, { type: SERVER_ERROR, message }, { shouldFocus: position === 0 })
    })
  }, [serverErrors, setError])

  const today = todayIso()
  const watched = useWatch({ control, name: 'shipments' })

  return (
    <Form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate aria-label={t('title')}>
      {shipments.map((shipment, index) => {
        const digital = shipment.deliveryType === 'DIGITAL'
        const sendToMe = watched?.[index]?.sendToMe ?? false
        const fieldErrors = (errors.shipments?.[index] ?? {}) as Partial<Record<string, FieldError>>
        const error = (name: string) => errorText(fieldErrors[name])
        const field = (name: string) => register(`shipments.${index}.${name}` as Path<ShippingValues>)
        return (
          <Shipment key={shipment.tag} aria-labelledby={`shipment-${index}-title`}>
            <h3 id={`shipment-${index}-title`}>{digital ? t('digitalTitle') : t('physicalTitle')}</h3>
            <p>{digital ? t('digital') : t('physical')}</p>
            <ul>
              {shipment.packages.map((pkg) => (
                <li key={pkg.id}>{t('packageLine', { qty: pkg.giftcardItem.qty, title: pkg.giftcardItem.variation.title })}</li>
              ))}
            </ul>
            <Fieldset>
              <legend>{t('receiver')}</legend>
              <Checkbox label={digital ? t('sendToMeDigital', { email: buyer.email }) : t('sendToMeAddress', { name: buyer.name, address: buyer.address })} {...field('sendToMe')} />
              {!sendToMe && (
                <>
                  <FieldRow>
                    <Input label={ti('firstName')} {...field('firstName')} error={error('firstName')} />
                    <Input label={ti('lastName')} {...field('lastName')} error={error('lastName')} />
                  </FieldRow>
                  {digital ? (
                    <FieldRow>
                      <Input label={t('receiverEmail')} type="email" {...field('email')} error={error('email')} />
                      <Input label={t('receiverConfirmEmail')} type="email" autoComplete="off" {...field('confirmEmail')} error={error('confirmEmail')} />
                    </FieldRow>
                  ) : (
                    <>
                      <NativeSelect label={ti('country')} options={countries} {...field('countryCode')} error={error('countryCode')} />
                      <FieldRow>
                        <Input label={ti('postcode')} {...field('postCode')} error={error('postCode')} />
                        <Input label={ti('houseNumber')} inputMode="numeric" {...field('houseNumber')} error={error('houseNumber')} />
                        <Input label={ti('suffix')} {...field('suffix')} error={error('suffix')} />
                      </FieldRow>
                      <FieldRow>
                        <Input label={ti('street')} {...field('street')} error={error('street')} />
                        <Input label={ti('city')} {...field('city')} error={error('city')} />
                      </FieldRow>
                      <Input label={ti('addressLine2')} {...field('addressLine2')} error={error('addressLine2')} />
                    </>
                  )}
                </>
              )}
            </Fieldset>
            <Input label={t('deliveryDate')} type="date" min={today} max={lastDeliveryDate(today)} hint={t('deliveryDateHint')} {...field('deliveryDate')} error={error('deliveryDate')} />
            {digital && (
              <Input label={t('deliveryTime')} type="time" step={DELIVERY_TIME_STEP_MINUTES * 60} hint={t('deliveryTimeHint')} {...field('deliveryTime')} error={error('deliveryTime')} />
            )}
          </Shipment>
        )
      })}
      <Actions>
        <Button variant="secondary" onClick={onBack}>{t('back')}</Button>
        <Button type="submit" loading={submitting}>{t('toPayment')}</Button>
      </Actions>
    </Form>
  )
}

const Shipment = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 { margin: 0; font-size: 1.15rem; }
  p, ul { margin: 0; }
  ul { padding-left: 20px; }
`
