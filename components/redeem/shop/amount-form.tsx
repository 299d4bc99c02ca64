'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { object, string } from 'yup'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { TextArea } from '@/components/ui/text-area'
import { NOTE_MAX_LENGTH, normalizeNote, validateNote } from '@/validation/personal-note'
import { formatMoney } from '@/i18n/format'
import type { RedeemMoney } from './redeem-operations'
import { AlertBox as Alert } from '@/components/ui/alert-box'
import { fieldResolver, type ValidationFieldError } from '@/components/forms/field-resolver'
import { PRICE_MESSAGES, parseAmount, validateAmount, type PriceMessageKey } from '@/validation/price'
import { useFieldErrorText } from '@/components/forms/field-errors'

/** docs/rules/redeem.md: a redeemed amount above this (euro) becomes several cards. */
export const REDEEM_SPLIT_AMOUNT = 150

export interface AmountConfig {
  hasFixedPrices: boolean
  fixedValues: RedeemMoney[]
  minPrice: RedeemMoney
  maxPrice: RedeemMoney
}

/** The redeem.shop message of each broken rule of validation/price.ts. */
const AMOUNT_MESSAGES: Readonly<Record<PriceMessageKey, string>> = {
  [PRICE_MESSAGES.required]: 'amountRequired',
  [PRICE_MESSAGES.noDecimals]: 'amountWhole',
  [PRICE_MESSAGES.range]: 'amountRange',
}

/** The API names the amount it refused with this parameter (docs/rules/errors.md referencedRequestParameter). */
const AMOUNT_PARAMETER = 'input.amount'

/**
 * docs/rules/redeem.md price: the amount as chosen, within the product's min and max, whole units: the rule of
 * validation/price.ts that the API applies too, to the whole amount before the split above 150 (501 on a product of
 * 20 to 500 is refused, whatever its parts). Messages are redeem.shop keys; the range error carries both bounds as
 * money for its text.
 */
export function amountSchema(min: RedeemMoney, max: RedeemMoney) {
  const rule = { min: min.value, max: max.value, currency: min.currency }
  return object({
    note: noteSchema(),
    amount: string().default('').test('amount', AMOUNT_MESSAGES[PRICE_MESSAGES.range], function check(value) {
      const error = validateAmount(parseAmount(value), rule)
      return error ? this.createError({ message: AMOUNT_MESSAGES[error.key], params: error.values }) : true
    }),
  })
}

/** An error of a refused add: its translated text and the request parameter it names, as the API answers it. */
export interface AddError {
  message: string
  referencedRequestParameter?: string | null
}

/**
 * The optional personal note (docs/rules/redeem.md): empty means none; otherwise 1 to 150 characters, no emoji.
 * docs/rules/redeem.md mentions 160 in one redeem modal; 150 applies everywhere (validation/personal-note.ts).
 */
function noteSchema() {
  return string().default('').test('note', 'noteLength', function check(value) {
    if (normalizeNote(value ?? '') === '') return true
    const error = validateNote(value)
    return error ? this.createError({ message: error.key, params: error.values }) : true
  })
}

type AmountValues = { amount: string; note: string }

/**
 * The amount of one chosen card: one of the fixed values, or a whole custom amount within the
 * product's range. `onAdd` answers an error text (shown in the form) or null when the card was added.
 */
export function AmountForm({ config, locale, onAdd, balance = null, withNote = false }: {
  config: AmountConfig
  locale: string
  /**
   * Answers the errors of a refusal, or null when the card was added. `note` is null without a note. An error at
   * `input.amount` shows at the amount field, with the range it must lie in; the others above the form.
   */
  onAdd: (amount: number, note: string | null) => Promise<readonly AddError[] | null>
  /** The balance still free (docs/rules/redeem.md): shown, and offered as the amount when it fits the range. */
  balance?: RedeemMoney | null
  /** Offers the personal note (gift cards; a donation has none). */
  withNote?: boolean
}) {
  const t = useTranslations('redeem.shop')
  const tModals = useTranslations('redeem.modals')
  const errorText = useFieldErrorText({ namespaces: ['redeem.shop'], locale })
  const tCommon = useTranslations('common')
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const min = config.minPrice.value
  const max = config.maxPrice.value
  const money = (value: number) => formatMoney({ currency: config.minPrice.currency, value }, locale)
  const fixed = config.hasFixedPrices && config.fixedValues.length > 0
  const { register, handleSubmit, setValue, setError, formState: { errors } } = useForm<AmountValues>({
    resolver: fieldResolver(fixed ? object({ note: noteSchema(), amount: string().trim().default('').required('amountRequired') }) : amountSchema(config.minPrice, config.maxPrice)),
    defaultValues: { amount: fixed ? String(config.fixedValues[0]!.value) : '', note: '' },
  })
  // Whole units of the balance, when a custom amount can take all of it.
  const balanceAmount = balance && !fixed ? Math.floor(balance.value) : null
  const offerBalance = balanceAmount !== null && balanceAmount >= min && balanceAmount <= max

  const onSubmit = handleSubmit(async ({ amount, note }) => {
    setAlert(null)
    setBusy(true)
    try {
      const text = withNote ? normalizeNote(note) : ''
      const refused = (await onAdd(Number(parseAmount(amount)), text === '' ? null : text)) ?? []
      // The custom amount's field says what the API refused about it; a fixed value has no field of its own.
      const atAmount = (error: AddError) => !fixed && error.referencedRequestParameter === AMOUNT_PARAMETER
      if (refused.some(atAmount)) {
        const rangeError: ValidationFieldError = { type: 'range', message: AMOUNT_MESSAGES[PRICE_MESSAGES.range], values: { min: config.minPrice, max: config.maxPrice } }
        setError('amount', rangeError, { shouldFocus: true })
      }
      setAlert(refused.filter((error) => !atAmount(error)).map((error) => error.message).join(' ') || null)
    } finally {
      setBusy(false)
    }
  })

  const error = errorText(errors.amount)
  const noteError = errorText(errors.note)
  return (
    <Form onSubmit={onSubmit} noValidate>
      {alert && <Alert role="alert">{alert}</Alert>}
      {balance && <p data-testid="redeem-free-balance">{tModals('freeBalance', { amount: formatMoney(balance, locale) })}</p>}
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
      {offerBalance && (
        <Button variant="link" size="small" onClick={() => setValue('amount', String(balanceAmount), { shouldValidate: true })}>
          {tModals('useBalance', { amount: money(balanceAmount) })}
        </Button>
      )}
      {withNote && (
        <TextArea
          label={tModals('noteLabel')}
          hint={tModals('noteHint', { max: NOTE_MAX_LENGTH })}
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          remainingText={(count) => tCommon('remainingCharacters', { count })}
          tooManyText={(count) => tCommon('tooManyCharacters', { count })}
          error={noteError}
          {...register('note')}
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

