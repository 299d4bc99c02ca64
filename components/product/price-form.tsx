'use client'
/**
 * The product page's price form (docs/rules/catalogue.md Product and price rule): digital or physical, a fixed amount
 * or an amount of one's own within the product's range, the number of cards, the price that adds up
 * to, the extras (wrapper, gift packing, personal message) and Add to basket. The page around it is
 * cached and the same for everyone; this island alone talks to the basket API, and loads that code
 * only on the first add.
 */
import { useMemo, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { AddedToBasketModal, ADDED_TO_BASKET_MODAL_ID, type AddedToBasketTexts } from '@/components/basket/added-to-basket-modal'
import { trackAddToCart } from '@/components/basket/track-add-to-cart'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { TextArea } from '@/components/ui/text-area'
import type { Shopper } from '@/graphql/shopper'
import { formatMoney } from '@/i18n/format'
import { useCartStore } from '@/stores/cart-store'
import { useErrorStore, type ShownError } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { isPriceMessageKey, type PriceMessageKey } from '@/validation/price'
import { ChoiceGroup } from './choice-group'
import { WrapperChoice, type WrapperChoiceProps } from './wrapper-choice'
import {
  CUSTOM_AMOUNT, MESSAGE_RANGE, QUANTITY_RANGE, amountAfterSwitch, chosenPrice, defaultValues,
  toAddToCartInput, wrapperChoices, type MessageMessageKey, type PriceFormValues, type VariationOption, type VariationType,
} from './price-form-model'
import { lazyFieldResolver } from '@/components/forms/lazy-field-resolver'

/** The basket calls load on the first add: browsing a product ships none of that code. */
const cartApi = () => import('@/components/basket/cart-api')

/** Fields an API error can name (referencedRequestParameter) and the form field that shows it. */
const FIELD_OF_PARAMETER: Record<string, ServerField> = {
  'input.amount': 'amount', 'input.quantity': 'quantity', 'input.message': 'message', 'input.wrapperId': 'wrapper',
}
type ServerField = 'amount' | 'quantity' | 'message' | 'wrapper'

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
  basket: {
    addToBasket: string
    wrapperLegend: string
    noWrapper: string
    /** Design names by wrapper id (config/charges WRAPPERS). */
    wrapperNames: Record<string, string>
    /** The gift-wrap choice modal's title and buttons. */
    wrapperChoice: Omit<WrapperChoiceProps['texts'], 'legend' | 'close'>
    free: string
    /** "Add gift packing (€ 2,95)". */
    giftPacking: string
    messageLabel: string
    messageHint: string
    messageErrors: Record<MessageMessageKey, string>
    added: Omit<AddedToBasketTexts, 'close'>
  }
}

export interface PriceFormProps {
  options: VariationOption[]
  locale: string
  texts: PriceFormTexts
  shopper: Shopper
  product: { id: string; title: string }
  basketHref: string
}

export function PriceForm({ options, locale, texts, shopper, product, basketHref }: PriceFormProps) {
  const common = useTranslations('common')
  // The rules (and yup) load when the shopper first uses the form, not with the product page.
  const rules = useMemo(() => lazyFieldResolver(() => import('./price-form-schema').then((module) => module.priceFormSchema(options))), [options])
  const { register, control, setValue, trigger, handleSubmit, getValues, formState: { errors } } = useForm<PriceFormValues>({
    mode: 'all',
    resolver: rules.resolver,
    defaultValues: defaultValues(options),
  })
  const values = useWatch({ control })
  const [adding, setAdding] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<ServerField, string>>>({})
  const [addedSummary, setAddedSummary] = useState('')
  const option = options.find((candidate) => candidate.type === values.variation) ?? options[0]
  if (!option) return null
  const price = chosenPrice(values, options)
  const money = (value: number) => formatMoney({ currency: option.currency, value }, locale)
  const custom = texts.customAmount[option.type]
  const amountError = errors.customAmount?.message
  const showAmountChoice = option.amounts.length > 1 || (option.amounts.length === 1 && option.custom !== null)
  const wrappers = wrapperChoices(option.currency).filter((wrapper) => wrapper.type === option.type)
  const messageError = errors.message?.message
  const clearServerError = (field: ServerField) => setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))

  async function add() {
    const current = getValues()
    const input = toAddToCartInput(current, options)
    const chosen = chosenPrice(current, options)
    if (!input || !chosen) return
    setAdding(true)
    setServerErrors({})
    try {
      const result = await (await cartApi()).addToCart(shopper, input)
      if (result.order) useCartStore.getState().setCartQuantity(result.order.quantity)
      if (result.errors.length > 0) {
        showErrors(result.errors)
        return
      }
      trackAddToCart({ productId: product.id, title: product.title, variant: option!.type, price: chosen.amount, currency: chosen.total.currency, quantity: chosen.quantity })
      setAddedSummary(`${chosen.quantity} × ${product.title} (${formatMoney({ currency: chosen.total.currency, value: chosen.amount }, locale)})`)
      useModalStore.getState().openModal(ADDED_TO_BASKET_MODAL_ID)
    } catch {
      useErrorStore.getState().showError({ code: -1, message: '', parameter: null })
    } finally {
      setAdding(false)
    }
  }

  /** Offline, the rules' first load fails like the request would: the error modal says so. */
  function submit(event: FormEvent<HTMLFormElement>) {
    handleSubmit(add)(event).catch(() => useErrorStore.getState().showError({ code: -1, message: '', parameter: null }))
  }

  /** Field errors at their field (translated by the API); the first other error in the error modal (docs/rules/errors.md). */
  function showErrors(list: readonly ShownError[]) {
    const atFields: Partial<Record<ServerField, string>> = {}
    let general: ShownError | null = null
    for (const error of list) {
      const field = error.parameter ? FIELD_OF_PARAMETER[error.parameter] : undefined
      if (field && error.message) atFields[field] ??= error.message
      else general ??= error
    }
    setServerErrors(atFields)
    if (general) useErrorStore.getState().showError(general)
  }

  return (
    <Form noValidate onSubmit={submit} onFocus={rules.preload} aria-busy={adding || undefined}>
      {options.length > 1 ? (
        <ChoiceGroup
          legend={texts.variationLegend}
          choices={options.map(({ type }) => ({ value: type, label: texts.variations[type]?.label, detail: texts.variations[type]?.delivery }))}
          registration={register('variation', {
            onChange: (event: { target: { value: string } }) => {
              const next = options.find((candidate) => candidate.type === event.target.value)
              setValue('amount', amountAfterSwitch(next, values.amount ?? ''))
              // Wrapper designs belong to one delivery type; gift packing to physical cards.
              setValue('wrapperId', '')
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
          registration={register('amount', { onChange: () => { clearServerError('amount'); void trigger('customAmount') } })}
        />
      )}
      {!showAmountChoice && texts.singlePrice && <SinglePrice>{texts.singlePrice}</SinglePrice>}

      {values.amount === CUSTOM_AMOUNT && custom && (
        <NarrowInput
          label={custom.label}
          hint={custom.hint}
          error={isPriceMessageKey(amountError) ? custom.errors[amountError] : serverErrors.amount}
          inputMode="numeric"
          autoComplete="off"
          {...register('customAmount', { onChange: () => clearServerError('amount') })}
        />
      )}
      {serverErrors.amount && values.amount !== CUSTOM_AMOUNT && <ServerError role="alert">{serverErrors.amount}</ServerError>}

      <NarrowInput
        label={texts.quantity}
        error={errors.quantity ? texts.quantityError : serverErrors.quantity}
        type="number"
        inputMode="numeric"
        min={QUANTITY_RANGE.min}
        max={QUANTITY_RANGE.max}
        step={1}
        {...register('quantity', { onChange: () => clearServerError('quantity') })}
      />

      {wrappers.length > 0 && (
        <WrapperChoice
          choices={[
            { value: '', label: texts.basket.noWrapper },
            ...wrappers.map((wrapper) => ({
              value: wrapper.id,
              label: texts.basket.wrapperNames[wrapper.id] ?? wrapper.id,
              detail: wrapper.price > 0 ? money(wrapper.price) : texts.basket.free,
            })),
          ]}
          chosenId={values.wrapperId ?? ''}
          onChoose={(wrapperId) => {
            setValue('wrapperId', wrapperId, { shouldDirty: true, shouldValidate: true })
            clearServerError('wrapper')
          }}
          texts={{ ...texts.basket.wrapperChoice, legend: texts.basket.wrapperLegend, close: common('close') }}
        />
      )}
      {serverErrors.wrapper && <ServerError role="alert">{serverErrors.wrapper}</ServerError>}

      {option.type === 'physical' && (
        <Check>
          <input type="checkbox" {...register('giftPacking')} />
          <span>{texts.basket.giftPacking}</span>
        </Check>
      )}

      <TextArea
        label={texts.basket.messageLabel}
        hint={texts.basket.messageHint}
        maxLength={MESSAGE_RANGE.max}
        rows={3}
        remainingText={(count) => common('remainingCharacters', { count })}
        tooManyText={(count) => common('tooManyCharacters', { count })}
        error={messageError && messageError in texts.basket.messageErrors ? texts.basket.messageErrors[messageError as MessageMessageKey] : serverErrors.message}
        {...register('message', { onChange: () => clearServerError('message') })}
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
      <Button type="submit" size="large" loading={adding} disabled={!toAddToCartInput(values, options)}>
        {texts.basket.addToBasket}
      </Button>
      <AddedToBasketModal summary={addedSummary} basketHref={basketHref} texts={{ ...texts.basket.added, close: common('close') }} />
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
const ServerError = styled.p`
  margin: -12px 0 0;
  font-size: .85rem;
  color: #b3261e;
`
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input { width: 20px; height: 20px; margin: 0; }
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
