'use client'
import { useTranslations } from 'next-intl'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { StreetAddressValues } from '@/validation/address'
import { countryOptions } from '@/components/forms/country-options'
import { FieldRow } from './form-parts'
import { useFieldErrorText } from '@/components/forms/field-errors'

export type AddressValues = StreetAddressValues

/** Street, house number, addition, second line, postcode, city and country, shared by the profile and receiver forms. */
export function AddressFields<T extends FieldValues & AddressValues>({ form, language, idPrefix }: { form: UseFormReturn<T>; language: string; idPrefix: string }) {
  const t = useTranslations('account.fields')
  const errorText = useFieldErrorText()
  const { register, control, formState: { errors } } = form
  const name = (field: keyof AddressValues) => field as Path<T>
  const error = (field: keyof AddressValues) => errorText(errors[field] as never)
  const optional = (label: string) => <>{label} {t('optional')}</>
  return (
    <>
      <FieldRow>
        <Input id={`${idPrefix}-street`} label={optional(t('street'))} autoComplete="address-line1" {...register(name('street'))} error={error('street')} />
        <Input id={`${idPrefix}-houseNumber`} label={optional(t('houseNumber'))} inputMode="numeric" {...register(name('houseNumber'))} error={error('houseNumber')} />
        <Input id={`${idPrefix}-suffix`} label={optional(t('suffix'))} {...register(name('suffix'))} error={error('suffix')} />
      </FieldRow>
      <Input id={`${idPrefix}-addressLine2`} label={optional(t('addressLine2'))} autoComplete="address-line2" {...register(name('addressLine2'))} error={error('addressLine2')} />
      <FieldRow>
        <Input id={`${idPrefix}-postCode`} label={optional(t('postCode'))} autoComplete="postal-code" {...register(name('postCode'))} error={error('postCode')} />
        <Input id={`${idPrefix}-city`} label={optional(t('city'))} autoComplete="address-level2" {...register(name('city'))} error={error('city')} />
      </FieldRow>
      <Controller
        control={control}
        name={name('countryCode')}
        render={({ field }) => (
          <Select
            id={`${idPrefix}-countryCode`}
            label={t('countryCode')}
            options={countryOptions(language, field.value as string)}
            value={field.value as string}
            onChange={field.onChange}
            searchable
            noOptionsText={t('noCountry')}
            error={error('countryCode')}
          />
        )}
      />
    </>
  )
}
