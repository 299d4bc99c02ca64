'use client'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { CountryOption } from './countries'
import { Actions, Checkbox, FieldRow, Fieldset, Form, NativeSelect, RadioRow } from './form-parts'
import { informationSchema, type InformationValues } from './information-schema'
import { SERVER_ERROR, useErrorText } from './use-error-text'

export interface InformationFormProps {
  defaultValues: InformationValues
  countries: readonly CountryOption[]
  /** Guests may ask for an account with the order (spec §6). */
  showCreateAccount: boolean
  termsHref: string
  privacyHref: string
  /** Errors the API returned for this step's fields; shown at the field. */
  serverErrors?: ReadonlyArray<{ field: string; message: string }>
  submitting?: boolean
  onSubmit: (values: InformationValues) => void
}

/** Step 1 (spec §4): who orders, as private person or business, with billing address and contact details. */
export function InformationForm({ defaultValues, countries, showCreateAccount, termsHref, privacyHref, serverErrors, submitting = false, onSubmit }: InformationFormProps) {
  const t = useTranslations('checkout.information')
  const errorText = useErrorText()
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<InformationValues>({
    resolver: yupResolver(informationSchema),
    defaultValues,
  })
  const business = useWatch({ control, name: 'customerType' }) === 'BUSINESS'
  const createAccount = useWatch({ control, name: 'createAccount' })

  useEffect(() => {
    serverErrors?.forEach(({ field, message }, index) => {
      setError(field as keyof InformationValues, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 })
    })
  }, [serverErrors, setError])

  const error = (name: keyof InformationValues) => errorText(name, errors[name])

  return (
    <Form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate aria-label={t('title')}>
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

const TermsLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 4px 0 0 30px;
  font-size: .9rem;
  a { text-decoration: underline; }
`
