'use client'
/**
 * The product page's price form (spec §3 Product, §5 price rule): digital or physical, a fixed amount
 * or an amount of one's own within the product's range, the number of cards, and the price that adds
 * up to. It validates on every change; adding to the basket arrives with the basket.
 */
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import styled from 'styled-components'
import { Input } from '@/components/ui/input'
import { formatMoney } from '@/i18n/format'
import { isPriceMessageKey, type PriceMessageKey } from '@/validation/price'
import { ChoiceGroup } from './choice-group'
import {
  CUSTOM_AMOUNT, QUANTITY_RANGE, amountAfterSwitch, chosenPrice, defaultValues, priceFormSchema,
  type VariationOption, type VariationType,
} from './price-form-model'

export interface PriceFormTexts {
  variationLegend: string
  variations: Partial<Record<VariationType, { label: string; delivery: string }>>
  amountLegend: string
  otherAmount: string
  /** Per variation: "Other amount in €", "Choose an amount between €10 and €150", the translated rule errors. */
  customAmount: Partial<Record<VariationType, { label: string; hint: string; errors: Record<PriceMessageKey, string> }>>
  /** Shown instead of the amount choice when a product has one price only (the blank card pack). */
  singlePrice: string | null
  quantity: string
  quantityError: string
  total: string
  totalInvalid: string
}

export function PriceForm({ options, locale, texts }: { options: VariationOption[]; locale: string; texts: PriceFormTexts }) {
  const schema = useMemo(() => priceFormSchema(options), [options])
  const { register, control, setValue, trigger, formState: { errors } } = useForm({
    mode: 'all',
    resolver: yupResolver(schema),
    defaultValues: defaultValues(options),
  })
  const values = useWatch({ control })
  const option = options.find((candidate) => candidate.type === values.variation) ?? options[0]
  if (!option) return null
  const price = chosenPrice(values, options)
  const money = (value: number) => formatMoney({ currency: option.currency, value }, locale)
  const custom = texts.customAmount[option.type]
  const amountError = errors.customAmount?.message
  const showAmountChoice = option.amounts.length > 1 || (option.amounts.length === 1 && option.custom !== null)

  return (
    // No submit button yet: Enter in a field must not reload the page.
    <Form noValidate onSubmit={(event) => event.preventDefault()}>
      {options.length > 1 ? (
        <ChoiceGroup
          legend={texts.variationLegend}
          choices={options.map(({ type }) => ({ value: type, label: texts.variations[type]?.label, detail: texts.variations[type]?.delivery }))}
          registration={register('variation', {
            onChange: (event: { target: { value: string } }) => {
              const next = options.find((candidate) => candidate.type === event.target.value)
              setValue('amount', amountAfterSwitch(next, values.amount ?? ''))
              void trigger('customAmount')
            },
          })}
        />
      ) : (
        <Note>{texts.variations[option.type]?.delivery}</Note>
      )}

      {showAmountChoice && (
        <ChoiceGroup
          compact
          legend={texts.amountLegend}
          choices={[
            ...option.amounts.map((amount) => ({ value: String(amount), label: money(amount) })),
            ...(option.custom ? [{ value: CUSTOM_AMOUNT, label: texts.otherAmount }] : []),
          ]}
          registration={register('amount', { onChange: () => void trigger('customAmount') })}
        />
      )}
      {!showAmountChoice && texts.singlePrice && <SinglePrice>{texts.singlePrice}</SinglePrice>}

      {values.amount === CUSTOM_AMOUNT && custom && (
        <NarrowInput
          label={custom.label}
          hint={custom.hint}
          error={isPriceMessageKey(amountError) ? custom.errors[amountError] : null}
          inputMode="numeric"
          autoComplete="off"
          {...register('customAmount')}
        />
      )}

      <NarrowInput
        label={texts.quantity}
        error={errors.quantity ? texts.quantityError : null}
        type="number"
        inputMode="numeric"
        min={QUANTITY_RANGE.min}
        max={QUANTITY_RANGE.max}
        step={1}
        {...register('quantity')}
      />

      <Total aria-live="polite">
        {price ? (
          <>
            <span>{texts.total}</span>
            <strong data-testid="product-total">{formatMoney(price.total, locale)}</strong>
            {price.quantity > 1 && <small>{`${price.quantity} × ${money(price.amount)}`}</small>}
          </>
        ) : (
          <span>{texts.totalInvalid}</span>
        )}
      </Total>
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`
const SinglePrice = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`
const NarrowInput = styled(Input)`
  max-width: 280px;
`
const Total = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  strong { font-size: 1.5rem; }
  small { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`
