'use client'
import { useId, useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { Controller, useFieldArray, useWatch, type Control, type FieldPath, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { FieldRow, RadioRow } from '@/components/ui/form-layout'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { TextArea } from '@/components/ui/text-area'
import { BUSINESS_MAX_LINES, type BusinessProductRanges } from '@/validation/business'
import { NOTE_MAX_LENGTH } from '@/validation/personal-note'
import { emptyLine, type BusinessFormValues, type BusinessProductOption } from './business-form-values'

interface BusinessCardLinesProps {
  control: Control<BusinessFormValues>
  register: UseFormRegister<BusinessFormValues>
  setValue: UseFormSetValue<BusinessFormValues>
  products: readonly BusinessProductOption[]
  ranges: Record<string, BusinessProductRanges>
  currency: string
  /** Formats a whole amount in the storefront's currency, for the amount's hint. */
  /** An amount of the storefront's currency as the page writes it. */
  money: (value: number) => string
  /** The translated error of a field, or null. */
  errorOf: (name: FieldPath<BusinessFormValues>) => string | null
  /** The error of all lines together (at least one line, the order's card limit). */
  cardsError: string | null
}

/**
 * The card lines of the business form: per line a product, its delivery (only those the product
 * offers), an amount within its range, a quantity and an optional message; lines can be added up
 * to BUSINESS_MAX_LINES and removed down to one.
 */
export function BusinessCardLines({ control, register, setValue, products, ranges, currency, money, errorOf, cardsError }: BusinessCardLinesProps) {
  const t = useTranslations('business.form')
  const id = useId()
  const { fields, append, remove } = useFieldArray({ control, name: 'cards' })
  const lines = useWatch({ control, name: 'cards' })
  const productOptions = useMemo(() => products.map((product) => ({ id: product.slug, label: product.title })), [products])

  return (
    <fieldset>
      <legend>{t('cards')}</legend>
      {fields.map((field, index) => {
        const product = ranges[lines?.[index]?.productSlug ?? '']
        const range = product && lines?.[index] ? product[lines[index].deliveryType] : null
        const deliveryError = errorOf(`cards.${index}.deliveryType`)
        return (
          <Line key={field.id} aria-labelledby={`${id}-line-${index}`}>
            <h3 id={`${id}-line-${index}`}>{t('line', { number: index + 1 })}</h3>
            <Controller control={control} name={`cards.${index}.productSlug`} render={({ field: select }) => (
              <Select label={t('product')} options={productOptions} value={select.value || null} searchable placeholder={t('productPlaceholder')}
                noOptionsText={t('noProducts')} error={errorOf(`cards.${index}.productSlug`)} onChange={(slug) => {
                  select.onChange(slug)
                  const chosen = ranges[slug]
                  // Keep the delivery when the new card has it; otherwise the one it has.
                  const delivery = lines?.[index]?.deliveryType ?? 'DIGITAL'
                  if (chosen && !chosen[delivery]) setValue(`cards.${index}.deliveryType`, delivery === 'DIGITAL' ? 'PHYSICAL' : 'DIGITAL')
                }} />
            )} />
            <RadioGroup role="radiogroup" aria-labelledby={`${id}-delivery-${index}`} aria-describedby={deliveryError ? `${id}-delivery-error-${index}` : undefined}>
              <span id={`${id}-delivery-${index}`}>{t('delivery')}</span>
              <RadioRow>
                {(['DIGITAL', 'PHYSICAL'] as const).map((delivery) => (
                  <label key={delivery}>
                    <input type="radio" value={delivery} disabled={!!product && !product[delivery]} {...register(`cards.${index}.deliveryType`)} />
                    {delivery === 'DIGITAL' ? t('digital') : t('physical')}
                  </label>
                ))}
              </RadioRow>
              {deliveryError && <LineError id={`${id}-delivery-error-${index}`}>{deliveryError}</LineError>}
            </RadioGroup>
            <FieldRow>
              <Input label={t('amount', { currency })} inputMode="numeric" {...register(`cards.${index}.amount`)} error={errorOf(`cards.${index}.amount`)}
                hint={range ? t('amountHint', { min: money(range.min), max: money(range.max) }) : undefined} />
              <Input label={t('quantity')} inputMode="numeric" {...register(`cards.${index}.quantity`)} error={errorOf(`cards.${index}.quantity`)} />
            </FieldRow>
            <TextArea label={t('message')} rows={2} maxLength={NOTE_MAX_LENGTH} {...register(`cards.${index}.message`)} error={errorOf(`cards.${index}.message`)}
              remainingText={(count) => t('remaining', { count })} tooManyText={(count) => t('tooMany', { count })} />
            {fields.length > 1 && (
              <Button type="button" variant="link" onClick={() => remove(index)}>{t('removeLine', { number: index + 1 })}</Button>
            )}
          </Line>
        )
      })}
      {cardsError && <LineError id={`${id}-cards-error`} role="alert">{cardsError}</LineError>}
      {fields.length < BUSINESS_MAX_LINES && (
        <Button type="button" variant="secondary" onClick={() => append(emptyLine(undefined), { shouldFocus: false })}>{t('addLine')}</Button>
      )}
    </fieldset>
  )
}

const Line = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h3 { margin: 0; font-size: 1rem; }
`
const RadioGroup = styled.div`
  display: grid;
  gap: 4px;
  & > span { font-weight: 600; }
`
const LineError = styled.p`
  margin: 0;
  color: #b3261e;
  font-size: .875rem;
`
