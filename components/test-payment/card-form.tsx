'use client'
import { useEffect, useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { useForm, useWatch, type FieldError } from 'react-hook-form'
import styled from 'styled-components'
import { Input } from '@/components/ui/input'
import { CARD_HOLDER_MAX_LENGTH, cardSchema, detectCardBrand } from '@/validation/payment-card'
import { fieldResolver } from '@/components/forms/field-resolver'

interface CardValues {
  holderName: string
  number: string
  expiryMonth: string
  expiryYear: string
  cvc: string
}

/** docs/rules/validation.md card rules (brand patterns, Luhn, CVC per brand, expiry not past): reports whether the card is valid. */
export function CardForm({ onValidChange }: { onValidChange: (valid: boolean) => void }) {
  const t = useTranslations('checkout.testPayment')
  const tv = useTranslations('validation')
  const schema = useMemo(() => cardSchema(new Date()), [])
  const { register, control, formState: { errors, isValid } } = useForm<CardValues>({
    resolver: fieldResolver(schema),
    mode: 'onTouched',
    defaultValues: { holderName: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' },
  })
  useEffect(() => onValidChange(isValid), [isValid, onValidChange])
  const brand = detectCardBrand(useWatch({ control, name: 'number' }) ?? '')
  const text = (error: FieldError | undefined) => (error?.message ? (tv.has(error.message as never) ? tv(error.message as never, { max: CARD_HOLDER_MAX_LENGTH } as never) : error.message) : null)

  return (
    <Form aria-labelledby="test-card-title" onSubmit={(event) => event.preventDefault()} noValidate>
      <h2 id="test-card-title">{t('card')}</h2>
      <Input label={t('cardNumber')} inputMode="numeric" autoComplete="off" hint={brand ? t('brand', { brand }) : undefined} {...register('number')} error={text(errors.number)} />
      <Input label={t('cardHolder')} autoComplete="off" {...register('holderName')} error={text(errors.holderName)} />
      <Row>
        <Input label={t('expiryMonth')} inputMode="numeric" autoComplete="off" {...register('expiryMonth')} error={text(errors.expiryMonth)} />
        <Input label={t('expiryYear')} inputMode="numeric" autoComplete="off" {...register('expiryYear')} error={text(errors.expiryYear)} />
        <Input label={t('cvc')} inputMode="numeric" autoComplete="off" {...register('cvc')} error={text(errors.cvc)} />
      </Row>
      {isValid && <p role="status">{t('cardValid')}</p>}
    </Form>
  )
}

export const Form = styled.form`
  display: grid;
  gap: 16px;
  p { margin: 0; }
`

export const Row = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 640px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`
