'use client'
import { useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { SERVER_ERROR, useFieldErrorText } from '@/components/forms/field-errors'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Actions, Alert, Form } from '@/components/checkout/form-parts'
import { digitsOf } from '@/validation/gift-card'
import { formatMoney } from '@/i18n/format'
import { activationSchema, type ActivationValues } from '@/validation/activation'
import type { ActivationFormOptions } from './activation-types'
import { GiftCardNumberInput, GiftCardPinInput } from '@/components/redeem/gift-card-fields'
import { fieldResolver } from '@/components/forms/field-resolver'

export type ActivationField = keyof ActivationValues
export const ACTIVATION_FIELDS: readonly ActivationField[] = ['cardNumber', 'pin', 'email', 'amount']
export interface ActivationFormProps {
  options: ActivationFormOptions
  locale: string
  defaultValues: ActivationValues
  busy: boolean
  alert: string | null
  /** Sends the form; answers the server's field errors (already translated) to place at the fields. */
  onSubmit: (values: { cardNumber: string; pin: string; email: string; amount: number }) => Promise<Array<{ field: ActivationField; message: string }>>
}

/**
 * docs/rules/activation-and-doubler.md activation order: the card number (formatted in groups of four as the balance check does),
 * the PIN under the scratch layer (proof of holding the card, hidden as in the balance check), the
 * e-mail address and the amount, checked with the shared rules of validation/activation.ts before
 * anything is sent; the server's field errors land at the same fields.
 */
export function ActivationForm({ options, locale, defaultValues, busy, alert, onSubmit }: ActivationFormProps) {
  const t = useTranslations('activation')
  const errorText = useFieldErrorText({ namespaces: ['activation.errors'], locale })
  const rule = useMemo(() => ({
    prefixes: options.prefixes,
    amount: { min: options.minAmount.value, max: options.maxAmount.value, currency: options.minAmount.currency },
  }), [options])
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ActivationValues>({
    resolver: fieldResolver(activationSchema(rule)) as never,
    defaultValues,
  })
  const range = { min: formatMoney(options.minAmount, locale), max: formatMoney(options.maxAmount, locale) }

  const submit = handleSubmit(async (values) => {
    const amount = Number(String(values.amount).trim().replace(',', '.'))
    const problems = await onSubmit({ cardNumber: digitsOf(values.cardNumber), pin: values.pin.trim(), email: values.email.trim(), amount })
    problems.forEach((problem, index) => setError(problem.field, { type: SERVER_ERROR, message: problem.message }, { shouldFocus: index === 0 }))
  })

  return (
    <NarrowForm onSubmit={submit} noValidate aria-labelledby="activation-form-title" data-testid="activation-form">
      <h2 id="activation-form-title">{t('summary.title')}</h2>
      <Alert>{alert}</Alert>
      <GiftCardNumberInput
        label={t('cardNumber')}
        hint={t('cardNumberHint')}
        registration={register('cardNumber')}
        error={errorText(errors.cardNumber)}
      />
      <GiftCardPinInput
        label={t('pin')}
        hint={t('pinHint')}
        registration={register('pin')}
        error={errorText(errors.pin)}
        toggle={{ show: t('showPin'), hide: t('hidePin') }}
      />
      <Input label={t('email')} hint={t('emailHint')} type="email" autoComplete="email" {...register('email')} error={errorText(errors.email)} />
      <Input label={t('amount')} hint={t('amountHint', range)} inputMode="numeric" autoComplete="off" {...register('amount')} error={errorText(errors.amount)} />
      <Actions>
        <Button type="submit" size="large" loading={busy}>{t('submit')}</Button>
      </Actions>
    </NarrowForm>
  )
}

const NarrowForm = styled(Form)`
  max-width: 480px;
  h2 { margin: 0; font-size: 1.3rem; }
`
