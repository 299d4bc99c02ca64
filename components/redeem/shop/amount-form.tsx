'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import styled from 'styled-components'
import { object, string } from 'yup'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatMoney } from '@/components/redeem/checked-cards'
import type { RedeemMoney } from './redeem-operations'

/** Spec §5: a redeemed amount above this (euro) becomes several cards. */
export const REDEEM_SPLIT_AMOUNT = 150

export interface AmountConfig {
  hasFixedPrices: boolean
  fixedValues: RedeemMoney[]
  minPrice: RedeemMoney
  maxPrice: RedeemMoney
}

/** Spec §5 price: within the product's min and max, whole units. Messages are redeem.shop keys. */
export function amountSchema(min: number, max: number) {
  return object({
    amount: string()
      .trim()
      .default('')
      .required('amountRequired')
      .matches(/^\d+$/, 'amountWhole')
      .test('range', 'amountRange', (value) => {
        const amount = Number(value)
        return amount >= min && amount <= max
      }),
  })
}

type AmountValues = { amount: string }

/**
 * The amount of one chosen card: one of the fixed values, or a whole custom amount within the
 * product's range. `onAdd` answers an error text (shown in the form) or null when the card was added.
 */
export function AmountForm({ config, locale, onAdd }: { config: AmountConfig; locale: string; onAdd: (amount: number) => Promise<string | null> }) {
  const t = useTranslations('redeem.shop')
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const min = config.minPrice.value
  const max = config.maxPrice.value
  const money = (value: number) => formatMoney({ currency: config.minPrice.currency, value }, locale)
  const fixed = config.hasFixedPrices && config.fixedValues.length > 0
  const { register, handleSubmit, formState: { errors } } = useForm<AmountValues>({
    resolver: yupResolver(fixed ? object({ amount: string().trim().default('').required('amountRequired') }) : amountSchema(min, max)),
    defaultValues: { amount: fixed ? String(config.fixedValues[0]!.value) : '' },
  })

  const onSubmit = handleSubmit(async ({ amount }) => {
    setAlert(null)
    setBusy(true)
    try {
      setAlert(await onAdd(Number(amount)))
    } finally {
      setBusy(false)
    }
  })

  const errorKey = errors.amount?.message
  const error = errorKey ? t(errorKey as 'amountRequired', { min: money(min), max: money(max) }) : null
  return (
    <Form onSubmit={onSubmit} noValidate>
      {alert && <Alert role="alert">{alert}</Alert>}
      {fixed ? (
        <fieldset>
          <legend>{t('fixedAmounts')}</legend>
          <Choices>
            {config.fixedValues.map((value) => (
              <label key={value.value}>
                <input type="radio" value={String(value.value)} {...register('amount')} />
                {formatMoney(value, locale)}
              </label>
            ))}
          </Choices>
        </fieldset>
      ) : (
        <Input
          label={t('amountLabel')}
          hint={t('amountHint', { min: money(min), max: money(max) })}
          inputMode="numeric"
          autoComplete="off"
          {...register('amount')}
          error={error}
        />
      )}
      <Notice>{t('splitNotice', { amount: money(REDEEM_SPLIT_AMOUNT) })}</Notice>
      <Button type="submit" loading={busy}>{t('add')}</Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  fieldset { border: 0; margin: 0; padding: 0; }
  legend { font-weight: 600; margin-bottom: 8px; }
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  label { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
`

const Notice = styled.p`
  margin: 0;
  font-size: .9rem;
`

const Alert = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: #fdecea;
  color: #8c1d18;
  font-weight: 600;
`
