'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { useMutation } from '@apollo/client/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { UpdateCustomerProfileDocument, type CustomerProfileFieldsFragment } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useUserStore } from '@/stores/user-store'
import { profileSchema } from '@/validation/account'
import { AddressFields, type AddressValues } from './address-fields'
import { Actions, Checkbox, FieldRow, Fieldset, Form, FormAlert, FormStatus, RadioRow } from './form-parts'
import { applyApiErrors, useFieldErrorText } from '@/components/forms/field-errors'
import { toAccountUser } from './user-session'
import { fieldResolver } from '@/components/forms/field-resolver'

export interface ProfileValues extends AddressValues {
  customerType: 'PRIVATE' | 'BUSINESS'
  firstName: string
  lastName: string
  invoiceEmail: string
  phoneNumber: string
  companyName: string
  vatNumber: string
  subscribed: boolean
}

const FIELDS = [
  'customerType', 'firstName', 'lastName', 'invoiceEmail', 'phoneNumber', 'companyName', 'vatNumber', 'subscribed',
  'street', 'houseNumber', 'suffix', 'addressLine2', 'postCode', 'city', 'countryCode',
] as const

export function profileValues(profile: CustomerProfileFieldsFragment, subscribed: boolean): ProfileValues {
  const { address } = profile
  return {
    customerType: profile.customerType,
    firstName: profile.firstName,
    lastName: profile.lastName,
    invoiceEmail: profile.invoiceEmail ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    companyName: address.companyName ?? '',
    vatNumber: profile.vatNumber ?? '',
    subscribed,
    street: address.street ?? '',
    houseNumber: address.houseNumber ?? '',
    suffix: address.suffix ?? '',
    addressLine2: address.addressLine2 ?? '',
    postCode: address.postCode ?? '',
    city: address.city ?? '',
    countryCode: address.countryCode,
  }
}


/** The customer's details (docs/rules/accounts.md CustomerProfile): invoice e-mail, company, VAT, address, newsletter. */
export function ProfileForm({ shopper, email, initial }: { shopper: Shopper; email: string; initial: ProfileValues }) {
  const t = useTranslations('account')
  const errorText = useFieldErrorText()
  const [save] = useMutation(UpdateCustomerProfileDocument)
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const form = useForm<ProfileValues>({ resolver: fieldResolver(profileSchema) as never, defaultValues: initial })
  const { register, handleSubmit, setError, control, reset, formState: { errors } } = form
  const business = useWatch({ control, name: 'customerType' }) === 'BUSINESS'
  const error = (name: (typeof FIELDS)[number]) => errorText(errors[name])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    setSaved(false)
    setBusy(true)
    try {
      // Empty strings for empty optional fields: the server's shared rules refuse null there.
      const input = {
        customerType: values.customerType,
        firstName: values.firstName,
        lastName: values.lastName,
        invoiceEmail: values.invoiceEmail,
        phoneNumber: values.phoneNumber,
        companyName: business ? values.companyName : '',
        vatNumber: business ? values.vatNumber : '',
        street: values.street,
        houseNumber: values.houseNumber,
        suffix: values.suffix,
        postCode: values.postCode,
        city: values.city,
        countryCode: values.countryCode,
        subscribed: values.subscribed,
      }
      const { data } = await save({ variables: { userData: toUserData(shopper), input }, errorPolicy: 'all' })
      const payload = data?.updateCustomerProfile
      if (!payload?.user || payload.errors.length) {
        setFormError(applyApiErrors(payload?.errors ?? [], business ? FIELDS : FIELDS.filter((field) => field !== 'companyName' && field !== 'vatNumber'), setError) ?? (payload?.errors.length ? null : t('form.generic')))
        return
      }
      useUserStore.getState().setUser(toAccountUser(payload.user))
      reset(profileValues(payload.user.mainProfile, payload.user.subscribed))
      setSaved(true)
    } catch {
      setFormError(t('form.generic'))
    } finally {
      setBusy(false)
    }
  })

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('details.title')}>
      <FormAlert>{formError}</FormAlert>
      <Fieldset>
        <legend>{t('details.personal')}</legend>
        <p>{t('details.loginEmail', { email })}</p>
        <RadioRow role="radiogroup" aria-label={t('register.customerTypeLegend')}>
          <label><input type="radio" value="PRIVATE" {...register('customerType')} /> {t('fields.private')}</label>
          <label><input type="radio" value="BUSINESS" {...register('customerType')} /> {t('fields.business')}</label>
        </RadioRow>
        <FieldRow>
          <Input id="profile-firstName" label={t('fields.firstName')} autoComplete="given-name" {...register('firstName')} error={error('firstName')} />
          <Input id="profile-lastName" label={t('fields.lastName')} autoComplete="family-name" {...register('lastName')} error={error('lastName')} />
        </FieldRow>
        <Input id="profile-phoneNumber" label={<>{t('fields.phoneNumber')} {t('fields.optional')}</>} type="tel" autoComplete="tel" {...register('phoneNumber')} error={error('phoneNumber')} />
        <Input id="profile-invoiceEmail" label={<>{t('fields.invoiceEmail')} {t('fields.optional')}</>} type="email" autoComplete="email" {...register('invoiceEmail')} error={error('invoiceEmail')} />
      </Fieldset>
      {business && (
        <Fieldset>
          <legend>{t('details.company')}</legend>
          <FieldRow>
            <Input id="profile-companyName" label={t('fields.companyName')} autoComplete="organization" {...register('companyName')} error={error('companyName')} />
            <Input id="profile-vatNumber" label={<>{t('fields.vatNumber')} {t('fields.optional')}</>} {...register('vatNumber')} error={error('vatNumber')} />
          </FieldRow>
        </Fieldset>
      )}
      <Fieldset>
        <legend>{t('details.address')}</legend>
        <AddressFields form={form} language={shopper.language} idPrefix="profile" />
      </Fieldset>
      <Checkbox id="profile-subscribed" label={t('details.newsletter')} {...register('subscribed')} />
      {saved && <FormStatus>{t('details.saved')}</FormStatus>}
      <Actions>
        <Button type="submit" loading={busy}>{t('details.save')}</Button>
      </Actions>
    </Form>
  )
}
