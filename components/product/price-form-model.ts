/**
 * The product page's price form without React: which variations and amounts a product offers and
 * the price it adds up to. Client-safe. Its rules (docs/rules/catalogue.md price rule via validation/price.ts)
 * are in price-form-schema.ts.
 */
import { CHARGES, ORDER_LIMITS, WRAPPERS, inCurrency } from '@/config/charges'
import type { AddToCartInput } from '@/graphql/generated/operations'
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH, normalizeNote, validateNote, type NoteMessageKey } from '@/validation/personal-note'
import { parseAmount, validateAmount, type AmountRule } from '@/validation/price'

export type VariationType = 'digital' | 'physical'

export interface VariationOption {
  type: VariationType
  /** The variation addToCart takes; null when the API did not name it (the form cannot add then). */
  variationId: string | null
  currency: string
  /** Amounts to pick with one click: every fixed value, or the suggested amounts of a custom range. */
  amounts: number[]
  /** The range of a freely typed amount (whole units), or null when only the fixed values are sold. */
  custom: AmountRule | null
}

/** The amount radio's value that stands for "other amount" (the text field holds the amount). */
export const CUSTOM_AMOUNT = 'custom'
/**
 * Cards of one kind per add to basket: the basket's package limit (config/charges ORDER_LIMITS); the
 * order-wide limit (2030) is the basket's to enforce.
 */
export const QUANTITY_RANGE = { min: 1, max: ORDER_LIMITS.maxQuantity } as const

/** docs/rules/catalogue.md personal note (validation/personal-note.ts): optional here, so nothing typed is no message. */
export const MESSAGE_RANGE = { min: NOTE_MIN_LENGTH, max: NOTE_MAX_LENGTH } as const
export type MessageMessageKey = NoteMessageKey

/** The first broken rule of a personal message, or null (an untouched field is no message). */
export function messageProblem(text: string | undefined): MessageMessageKey | null {
  if (!text) return null
  return validateNote(text)?.key ?? null
}

/** A wrapper design a shopper may add to a card of one delivery type, priced in the storefront's currency. */
export interface WrapperChoice {
  id: string
  type: VariationType
  /** Major units. */
  price: number
}

/** The wrapper designs of config/charges per variation type, in the currency (major units). */
export function wrapperChoices(currency: string): WrapperChoice[] {
  return WRAPPERS.map((wrapper) => ({
    id: wrapper.id,
    type: wrapper.deliveryType === 'PHYSICAL' ? 'physical' as const : 'digital' as const,
    price: inCurrency(wrapper.euroPrice, currency) / 100,
  }))
}

/** The price of gift packing one physical package (major units). */
export const giftPackingPrice = (currency: string) => inCurrency(CHARGES.giftPacking, currency) / 100

/** Keys of the form's own messages (the price keys come from validation/price.ts). */
export const QUANTITY_MESSAGE = 'quantityRange'

interface Money { currency: string; value: number }
/** The fields of the API's VariationConfig (VariationPrices fragment) this reads. */
interface VariationPrices { id?: string; hasFixedPrices: boolean; fixedValues: Money[]; pricesToShow: Money[]; minPrice: Money; maxPrice: Money }

/** The variations of the product page in the API's order (variationsToShow), each with its prices. */
export function toVariationOptions(product: {
  variationsToShow: readonly VariationType[]
  digitalVariationConfig: VariationPrices | null
  physicalVariationConfig: VariationPrices | null
}): VariationOption[] {
  return product.variationsToShow.flatMap((type) => {
    const config = type === 'digital' ? product.digitalVariationConfig : product.physicalVariationConfig
    return config ? [toOption(type, config)] : []
  })
}

function toOption(type: VariationType, config: VariationPrices): VariationOption {
  const currency = config.minPrice.currency
  const variationId = config.id ?? null
  if (config.hasFixedPrices) return { type, variationId, currency, amounts: config.fixedValues.map((money) => money.value), custom: null }
  // Whole units only (docs/rules/catalogue.md), so a range's ends are rounded inwards.
  const custom = { min: Math.ceil(config.minPrice.value), max: Math.floor(config.maxPrice.value), currency }
  const amounts = config.pricesToShow.map((money) => money.value).filter((value) => !validateAmount(value, custom))
  return { type, variationId, currency, amounts, custom }
}

/** The form's values; its rules are in price-form-schema.ts, loaded when the shopper first uses the form. */
export interface PriceFormValues {
  variation: VariationType
  /** A suggested amount, or CUSTOM_AMOUNT. */
  amount: string
  /** As typed (decimal comma included); judged only when `amount` is CUSTOM_AMOUNT. */
  customAmount: string
  quantity: string
  /** '' is no wrapper. */
  wrapperId: string
  /** Physical cards only; ignored for digital ones. */
  giftPacking: boolean
  message: string
}

/** Starts on the first variation with its first suggested amount, one card. */
export function defaultValues(options: readonly VariationOption[]): PriceFormValues {
  const [first] = options
  return { variation: first?.type ?? 'digital', amount: firstAmountOf(first), customAmount: '', quantity: '1', wrapperId: '', giftPacking: false, message: '' }
}

/** The amount choice after switching variation: kept when the new variation sells it too. */
export function amountAfterSwitch(option: VariationOption | undefined, amount: string): string {
  if (!option) return amount
  if (amount === CUSTOM_AMOUNT ? option.custom : option.amounts.includes(Number(amount))) return amount
  return firstAmountOf(option)
}

function firstAmountOf(option: VariationOption | undefined): string {
  const first = option?.amounts[0]
  return first === undefined ? (option?.custom ? CUSTOM_AMOUNT : '') : String(first)
}

export function quantityOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return null
  const quantity = Number(value)
  return quantity >= QUANTITY_RANGE.min && quantity <= QUANTITY_RANGE.max ? quantity : null
}

export interface ChosenPrice {
  amount: number
  quantity: number
  total: { currency: string; value: number }
}

/** The price the current choice adds up to, or null while the choice breaks a rule. */
export function chosenPrice(values: Partial<PriceFormValues>, options: readonly VariationOption[]): ChosenPrice | null {
  const option = options.find((candidate) => candidate.type === values.variation)
  const quantity = quantityOf(values.quantity)
  if (!option || quantity === null) return null
  let amount: number | null
  if (values.amount === CUSTOM_AMOUNT) {
    amount = option.custom && !validateAmount(parseAmount(values.customAmount), option.custom) ? parseAmount(values.customAmount) : null
  } else {
    amount = option.amounts.find((candidate) => String(candidate) === values.amount) ?? null
  }
  if (amount === null) return null
  // Fixed values may have cents (a €2.95 card pack): add up in cents so 3 × 2.95 is 8.85, not 8.850000000000001.
  return { amount, quantity, total: { currency: option.currency, value: Math.round(amount * 100 * quantity) / 100 } }
}

/** What addToCart gets for the current choice, or null while it breaks a rule (or cannot be added). */
export function toAddToCartInput(values: Partial<PriceFormValues>, options: readonly VariationOption[]): AddToCartInput | null {
  const option = options.find((candidate) => candidate.type === values.variation)
  const price = chosenPrice(values, options)
  if (!option?.variationId || !price || messageProblem(values.message)) return null
  const message = normalizeNote(values.message ?? '')
  return {
    variationId: option.variationId,
    amount: price.amount,
    quantity: price.quantity,
    wrapperId: values.wrapperId ? values.wrapperId : null,
    giftPacking: option.type === 'physical' && Boolean(values.giftPacking),
    message: message === '' ? null : message,
  }
}
