/**
 * The product page's price form without React: which variations and amounts a product offers, the
 * form's rules (spec §5 price rule via validation/price.ts) and the price it adds up to. Client-safe.
 */
import { object, string, type InferType } from 'yup'
import { parseAmount, validateAmount, type AmountRule } from '@/validation/price'

export type VariationType = 'digital' | 'physical'

export interface VariationOption {
  type: VariationType
  currency: string
  /** Amounts to pick with one click: every fixed value, or the suggested amounts of a custom range. */
  amounts: number[]
  /** The range of a freely typed amount (whole units), or null when only the fixed values are sold. */
  custom: AmountRule | null
}

/** The amount radio's value that stands for "other amount" (the text field holds the amount). */
export const CUSTOM_AMOUNT = 'custom'
/**
 * Cards of one kind per add to basket. The spec names no limit; the order-wide limit (2030) is the
 * basket's to enforce, this only keeps a typo like 1000 from reaching it.
 */
export const QUANTITY_RANGE = { min: 1, max: 99 } as const

/** Keys of the form's own messages (the price keys come from validation/price.ts). */
export const QUANTITY_MESSAGE = 'quantityRange'

interface Money { currency: string; value: number }
/** The fields of the API's VariationConfig (VariationPrices fragment) this reads. */
interface VariationPrices { hasFixedPrices: boolean; fixedValues: Money[]; pricesToShow: Money[]; minPrice: Money; maxPrice: Money }

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
  if (config.hasFixedPrices) return { type, currency, amounts: config.fixedValues.map((money) => money.value), custom: null }
  // Whole units only (spec §5), so a range's ends are rounded inwards.
  const custom = { min: Math.ceil(config.minPrice.value), max: Math.floor(config.maxPrice.value), currency }
  const amounts = config.pricesToShow.map((money) => money.value).filter((value) => !validateAmount(value, custom))
  return { type, currency, amounts, custom }
}

export function priceFormSchema(options: readonly VariationOption[]) {
  return object({
    variation: string<VariationType>().oneOf(options.map((option) => option.type)).required(),
    amount: string().required(),
    // A string like the field it validates: the rule parses it (decimal comma included) itself.
    customAmount: string().default('').test('price', function check(value) {
      const { variation, amount } = this.parent as { variation?: string; amount?: string }
      const rule = options.find((option) => option.type === variation)?.custom
      if (amount !== CUSTOM_AMOUNT || !rule) return true
      const error = validateAmount(parseAmount(value), rule)
      return error ? this.createError({ message: error.key }) : true
    }),
    quantity: string().required(QUANTITY_MESSAGE).test('quantity', QUANTITY_MESSAGE, (value) => quantityOf(value) !== null),
  })
}

export type PriceFormValues = InferType<ReturnType<typeof priceFormSchema>>

/** Starts on the first variation with its first suggested amount, one card. */
export function defaultValues(options: readonly VariationOption[]): PriceFormValues {
  const [first] = options
  return { variation: first?.type ?? 'digital', amount: firstAmountOf(first), customAmount: '', quantity: '1' }
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
  if (!value || !/^\d{1,3}$/.test(value.trim())) return null
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
