'use client'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { CountryOption } from '@/components/forms/country-options'
import { Actions, Checkbox, FieldRow, Fieldset, Form, NativeSelect, RadioRow } from './form-parts'
import { informationSchema, type InformationValues } from '@/validation/checkout-information'
import { POSTAL_FIELDS, SAVED_ADDRESS_FIELDS, matchingSavedAddress, savedAddressLabel, savedAddressValues, type SavedAddress } from './saved-addresses'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import { fieldResolver } from '@/components/forms/field-resolver'

export interface InformationFormProps {
  defaultValues: InformationValues
  countries: readonly CountryOption[]
  /** Guests may ask for an account with the order (docs/rules/checkout.md). */
  showCreateAccount: boolean
  /** A logged-in customer's own addresses, most recently used first: choosing one fills the form. */
  savedAddresses?: readonly SavedAddress[]
  termsHref: string
  privacyHref: string
  /** Errors the API returned for this step's fields; shown at the field. */
  serverErrors?: ReadonlyArray<{ field: string; message: string }>
  submitting?: boolean
  onSubmit: (values: InformationValues) => void
}

const OTHER_ADDRESS = 'other'
const NO_SAVED_ADDRESSES: readonly SavedAddress[] = []

/** Step 1 (docs/rules/checkout.md): who orders, as private person or business, with billing address and contact details. */
export function InformationForm({
  defaultValues, countries, showCreateAccount, savedAddresses = NO_SAVED_ADDRESSES, termsHref, privacyHref, serverErrors, submitting = false, onSubmit,
}: InformationFormProps) {
  const t = useTranslations('checkout.information')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, control, setError, setValue, getValues, formState: { errors, isSubmitted } } = useForm<InformationValues>({
    resolver: fieldResolver(informationSchema),
    defaultValues,
  })
  // The saved address the starting values hold (the flow prefills the most recent one), else "another".
  const [chosenAddress, setChosenAddress] = useState(() => matchingSavedAddress(defaultValues, savedAddresses)?.id ?? OTHER_ADDRESS)
  const business = useWatch({ control, name: 'customerType' }) === 'BUSINESS'
  const createAccount = useWatch({ control, name: 'createAccount' })

  useEffect(() => {
    serverErrors?.forEach(({ field, message }, index) => {
      setError(field as keyof InformationValues, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 })
    })
  }, [serverErrors, setError])

  const error = (name: keyof InformationValues) => errorText(errors[name])

  function chooseAddress(id: string) {
    setChosenAddress(id)
    const options = { shouldDirty: true, shouldValidate: isSubmitted }
    const address = savedAddresses.find((saved) => saved.id === id)
    if (!address) {
      for (const field of POSTAL_FIELDS) setValue(field, '', options)
      return
    }
    const values = savedAddressValues(address, getValues())
    for (const field of SAVED_ADDRESS_FIELDS) setValue(field, values[field], options)
  }

  return (
    <Form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate aria-label={t('title')}>
      {savedAddresses.length > 0 && (
        <Fieldset>
          <legend>{t('savedAddresses')}</legend>
          <AddressChoices>
            {[...savedAddresses.map((address) => ({ id: address.id, label: savedAddressLabel(address, countries) })), { id: OTHER_ADDRESS, label: t('otherAddress') }].map((option) => (
              <label key={option.id}>
                <input type="radio" name="savedAddress" value={option.id} checked={chosenAddress === option.id} onChange={() => chooseAddress(option.id)} />
                <span>{option.label}</span>
              </label>
            ))}
          </AddressChoices>
        </Fieldset>
      )}

      <Fieldset>
        <legend>{t('customerType')}</legend>
        <RadioRow>
          <label><input type="radio" value="PRIVATE" {...register('customerType')} /> {t('private')}</label>
          <label><input type="radio" value="BUSINESS" {...register('customerType')} /> {t('business')}</label>
        </RadioRow>
      </Fieldset>

      {business && (
        <Fieldset>
          <legend>{t('businessDetails')}</legend>
          <Input label={t('companyName')} autoComplete="organization" {...register('companyName')} error={error('companyName')} />
          <FieldRow>
            <Input label={t('vatNumber')} {...register('vatNumber')} error={error('vatNumber')} />
            <Input label={t('companyRegistrationNumber')} {...register('kvkNumber')} error={error('kvkNumber')} />
          </FieldRow>
          <FieldRow>
            <Input label={t('reference')} {...register('referenceNumber')} error={error('referenceNumber')} />
            <Input label={t('invoiceEmail')} type="email" autoComplete="email" hint={t('invoiceEmailHint')} {...register('invoiceEmail')} error={error('invoiceEmail')} />
          </FieldRow>
        </Fieldset>
      )}

      <Fieldset>
        <legend>{t('contactDetails')}</legend>
        <FieldRow>
          <Input label={t('firstName')} autoComplete="given-name" {...register('firstName')} error={error('firstName')} />
          <Input label={t('lastName')} autoComplete="family-name" {...register('lastName')} error={error('lastName')} />
        </FieldRow>
        <FieldRow>
          <Input label={t('email')} type="email" autoComplete="email" {...register('email')} error={error('email')} />
          <Input label={t('confirmEmail')} type="email" autoComplete="off" {...register('confirmEmail')} error={error('confirmEmail')} />
        </FieldRow>
        <Input label={t('phone')} type="tel" autoComplete="tel" {...register('phoneNumber')} error={error('phoneNumber')} />
      </Fieldset>

      <Fieldset>
        <legend>{t('billingAddress')}</legend>
        <NativeSelect label={t('country')} options={countries} autoComplete="country" {...register('countryCode')} error={error('countryCode')} />
        <FieldRow>
          <Input label={t('postcode')} autoComplete="postal-code" {...register('postCode')} error={error('postCode')} />
          <Input label={t('houseNumber')} inputMode="numeric" {...register('houseNumber')} error={error('houseNumber')} />
          <Input label={t('suffix')} {...register('suffix')} error={error('suffix')} />
        </FieldRow>
        <FieldRow>
          <Input label={t('street')} autoComplete="address-line1" {...register('street')} error={error('street')} />
          <Input label={t('city')} autoComplete="address-level2" {...register('city')} error={error('city')} />
        </FieldRow>
        <Input label={t('addressLine2')} autoComplete="address-line2" {...register('addressLine2')} error={error('addressLine2')} />
      </Fieldset>

      {showCreateAccount && (
        <Fieldset>
          <legend>{t('accountLegend')}</legend>
          <Checkbox label={t('createAccount')} {...register('createAccount')} />
          {createAccount && (
            <Input label={t('password')} type="password" autoComplete="new-password" hint={t('passwordHint')} {...register('password')} error={error('password')} />
          )}
        </Fieldset>
      )}

      <div>
        <Checkbox label={t('terms')} {...register('acceptTerms')} error={error('acceptTerms')} />
        <TermsLinks>
          <a href={termsHref} target="_blank" rel="noopener">{t('termsLink')}</a>
          <a href={privacyHref} target="_blank" rel="noopener">{t('privacyLink')}</a>
        </TermsLinks>
      </div>

      <Actions>
        <Button type="submit" loading={submitting}>{t('continue')}</Button>
      </Actions>
    </Form>
  )
}

const AddressChoices = styled.div`
  display: grid;
  gap: 4px;
  label { display: flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; overflow-wrap: anywhere; }
  input { flex: none; width: 20px; height: 20px; }
`

const TermsLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 4px 0 0 30px;
  font-size: .9rem;
  a { text-decoration: underline; }
`
