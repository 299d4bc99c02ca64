'use client'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Actions, Alert, FieldRow, Form, NativeSelect } from '@/components/checkout/form-parts'
import type { CountryOption } from '@/components/forms/country-options'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import { redeemDeliveryAddressSchema } from '@/validation/redeem-delivery'
import { fieldResolver } from '@/components/forms/field-resolver'

export const GUEST_ORDER_FORM_MODAL_ID = 'redeem-guest-order-form'

export interface GuestOrderValues {
  firstName: string
  lastName: string
  countryCode: string
  postCode: string
  houseNumber: string
  suffix: string
  street: string
  addressLine2: string
  city: string
  email: string
  confirmEmail: string
}

export const GUEST_ORDER_FIELDS: ReadonlyArray<keyof GuestOrderValues> = [
  'firstName', 'lastName', 'countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'addressLine2', 'city', 'email', 'confirmEmail',
]

/** The outcome of saving: nothing wrong, or the API's errors by field (already translated) and one for the form. */
export type GuestOrderSaveResult = { ok: true } | { ok: false; fields: Partial<Record<keyof GuestOrderValues, string>>; form: string | null }

export interface GuestOrderFormProps {
  defaultValues: GuestOrderValues
  countries: readonly CountryOption[]
  onSave: (values: GuestOrderValues) => Promise<GuestOrderSaveResult>
}

/**
 * docs/rules/redeem.md redeem modal "guest order form", docs/rules/redeem.md "in redeem, guest delivery modal": where the
 * physical cards go (name, address with the postcode of the chosen country, e-mail typed twice),
 * checked with the shared address rules here and again by the API, whose errors land at their field.
 * Rendered inside a Modal; the caller decides what follows a save.
 */
export function GuestOrderForm({ defaultValues, countries, onSave }: GuestOrderFormProps) {
  const t = useTranslations('redeem.guestOrder')
  const ti = useTranslations('checkout.information')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<GuestOrderValues>({
    resolver: fieldResolver(redeemDeliveryAddressSchema) as unknown as Resolver<GuestOrderValues>,
    defaultValues,
  })
  const formError = errors.root?.server?.message ?? null

  useEffect(() => {
    // The modal focuses its first control (the close button); the form starts at its first field.
    document.getElementById('guest-order-firstName')?.focus()
  }, [])

  const submit = handleSubmit(async (values) => {
    const result = await onSave(values)
    if (result.ok) return
    let first = true
    for (const field of GUEST_ORDER_FIELDS) {
      const message = result.fields[field]
      if (!message) continue
      setError(field, { type: SERVER_ERROR, message }, { shouldFocus: first })
      first = false
    }
    if (result.form) setError('root.server', { type: SERVER_ERROR, message: result.form })
  })

  const field = (name: keyof GuestOrderValues) => ({ id: `guest-order-${name}`, ...register(name), error: errorText(errors[name]) })
  return (
    <Form onSubmit={submit} noValidate aria-label={t('title')} data-testid="guest-order-form">
      <p>{t('text')}</p>
      <Alert>{formError}</Alert>
      <FieldRow>
        <Input label={ti('firstName')} autoComplete="given-name" {...field('firstName')} />
        <Input label={ti('lastName')} autoComplete="family-name" {...field('lastName')} />
      </FieldRow>
      <NativeSelect label={ti('country')} options={countries} autoComplete="country" id="guest-order-countryCode" {...register('countryCode')} error={errorText(errors.countryCode)} />
      <FieldRow>
        <Input label={ti('postcode')} autoComplete="postal-code" {...field('postCode')} />
        <Input label={ti('houseNumber')} inputMode="numeric" {...field('houseNumber')} />
        <Input label={ti('suffix')} {...field('suffix')} />
      </FieldRow>
      <FieldRow>
        <Input label={ti('street')} autoComplete="address-line1" {...field('street')} />
        <Input label={ti('city')} autoComplete="address-level2" {...field('city')} />
      </FieldRow>
      <Input label={ti('addressLine2')} autoComplete="address-line2" {...field('addressLine2')} />
      <FieldRow>
        <Input label={ti('email')} type="email" autoComplete="email" hint={t('emailHint')} {...field('email')} />
        <Input label={ti('confirmEmail')} type="email" autoComplete="off" {...field('confirmEmail')} />
      </FieldRow>
      <Actions>
        <Button type="submit" loading={isSubmitting}>{t('submit')}</Button>
      </Actions>
    </Form>
  )
}
