/**
 * The business form (docs/rules/business.md "business form (two versions)", business orderer): a quote request
 * and an invoice order, each for one or more lines of gift cards. Shared by the form, the business
 * product modal and the business service. Client-safe and pure.
 *
 * - Both versions: company name, contact first and last name, e-mail, phone (in the storefront's
 *   country, or any country written internationally), an optional reference or cost centre and an
 *   optional remark; then 1 to BUSINESS_MAX_LINES card lines: product, amount per card, quantity,
 *   delivery (digital or physical) and an optional personal message printed with the cards.
 * - The invoice order also needs the VAT number and the company registration number (docs/rules/validation.md); a
 *   quote request may give them, and then they must be valid. It is an order like any other: it
 *   needs the company's address (the invoice's, and where physical cards go, in the storefront's
 *   country) and keeps the order's card limit (docs/rules/errors.md 2030: ORDER_LIMITS.maxCards); a quote may
 *   ask for any number.
 * - Amount per card: within the product's min and max for that delivery, no decimals (docs/rules/validation.md), except
 *   where a storefront has a business range of its own (docs/rules/limits.md: Poland 50 to 2000 zł).
 *
 * Messages are keys of the `validation` namespace (shared rules) or, when they start with
 * `business`, of `business.validation`. `{min}`/`{max}`/`{currency}` come from the error's params.
 */
import { array, mixed, object, string } from 'yup'
import { ORDER_LIMITS } from '@/config/charges'
import { COMPANY_MAX_LENGTH, NAME_MAX_LENGTH, businessCodeField, emailField, textField, vatField } from './fields'
import { streetAddressFields, type StreetAddressValues } from './address'
import { MAX_INTEGER, isAboveMaxInteger, isOnlyWhitespace } from './generic'
import { normalizeNote, validateNote } from './personal-note'
import { phoneField } from './phone'
import { parseAmount, validateAmount, type AmountRule } from './price'

export const BUSINESS_REQUEST_KINDS = ['QUOTE', 'INVOICE_ORDER'] as const
export type BusinessRequestKind = (typeof BUSINESS_REQUEST_KINDS)[number]
export const BUSINESS_DELIVERY_TYPES = ['DIGITAL', 'PHYSICAL'] as const
export type BusinessDeliveryType = (typeof BUSINESS_DELIVERY_TYPES)[number]

/** Card lines per request: enough for a varied order; larger campaigns are a remark for sales. */
export const BUSINESS_MAX_LINES = 20
/** The free remark of the request. */
export const BUSINESS_REMARK_MAX_LENGTH = 1000

/** docs/rules/limits.md: storefronts whose business cards have one range for every product (major units). */
export const BUSINESS_AMOUNT_RANGES: Readonly<Record<string, { min: number; max: number }>> = {
  CBPL: { min: 50, max: 2000 },
}

export interface AmountRange {
  /** Major units. */
  min: number
  max: number
}

/** What the form knows of a product: its amount range per delivery (null: not sold that way). */
export interface BusinessProductRanges {
  DIGITAL: AmountRange | null
  PHYSICAL: AmountRange | null
}

/** The amount range of a product line on a storefront: the storefront's business range where it has one. */
export function businessAmountRange(storefrontCode: string, productRange: AmountRange): AmountRange {
  return BUSINESS_AMOUNT_RANGES[storefrontCode] ?? productRange
}

export const BUSINESS_MESSAGES = {
  productRequired: 'businessProductRequired',
  productUnknown: 'businessProductUnknown',
  deliveryUnavailable: 'businessDeliveryUnavailable',
  amountRequired: 'businessAmountRequired',
  amountRange: 'businessAmountRange',
  amountDecimals: 'businessAmountDecimals',
  quantityRequired: 'businessQuantityRequired',
  quantityInvalid: 'businessQuantityInvalid',
  cardsRequired: 'businessCardsRequired',
  tooManyCards: 'businessTooManyCards',
  cardLimit: 'businessCardLimit',
} as const

export interface BusinessSchemaOptions {
  kind: BusinessRequestKind
  /** The storefront's country: national phone numbers and VAT numbers without prefix are read in it. */
  countryCode: string
  currency: string
  /** The products that may be requested, by slug, with their ranges (business ranges already applied). */
  products: Readonly<Record<string, BusinessProductRanges>>
}

type Parent = Record<string, unknown>
const parentOf = (context: { parent?: unknown }): Parent => (context.parent ?? {}) as Parent
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The range of a line's product and delivery, or null when the product or delivery is not offered. */
function lineRange(options: BusinessSchemaOptions, parent: Parent): AmountRange | null {
  const product = typeof parent.productSlug === 'string' ? options.products[parent.productSlug.trim()] : undefined
  const delivery = parent.deliveryType
  if (!product || (delivery !== 'DIGITAL' && delivery !== 'PHYSICAL')) return null
  return product[delivery]
}

function cardLineSchema(options: BusinessSchemaOptions) {
  return object({
    productSlug: string()
      .trim()
      .default('')
      .required(BUSINESS_MESSAGES.productRequired)
      .test('product', BUSINESS_MESSAGES.productUnknown, (value) => !value || Object.hasOwn(options.products, value)),
    deliveryType: string()
      .default('DIGITAL')
      .oneOf(BUSINESS_DELIVERY_TYPES, BUSINESS_MESSAGES.deliveryUnavailable)
      .test('delivery', BUSINESS_MESSAGES.deliveryUnavailable, function check(value) {
        const slug = parentOf(this).productSlug
        const product = typeof slug === 'string' ? options.products[slug.trim()] : undefined
        // An unknown product has its own error; the delivery is judged once the product is known.
        return !product || (value !== 'DIGITAL' && value !== 'PHYSICAL') || product[value] !== null
      }),
    amount: string()
      .default('')
      .test('amount', BUSINESS_MESSAGES.amountRequired, function check() {
        const original: unknown = this.originalValue
        const amount = parseAmount(typeof original === 'number' ? original : typeof original === 'string' ? original : null)
        if (amount === null) return this.createError({ message: BUSINESS_MESSAGES.amountRequired })
        const range = lineRange(options, parentOf(this))
        // Without a product (or delivery) there is no range yet; that field shows the error.
        if (!range) return true
        const rule: AmountRule = { ...range, currency: options.currency }
        const error = validateAmount(amount, rule)
        if (!error) return true
        const params = { min: range.min, max: range.max, currency: options.currency }
        return this.createError({ message: error.key === 'priceNoDecimals' ? BUSINESS_MESSAGES.amountDecimals : BUSINESS_MESSAGES.amountRange, params })
      }),
    quantity: string()
      .default('')
      .test('quantity', BUSINESS_MESSAGES.quantityRequired, function check() {
        const original: unknown = this.originalValue
        const text = typeof original === 'number' ? String(original) : typeof original === 'string' ? original.trim() : ''
        if (text === '') return this.createError({ message: BUSINESS_MESSAGES.quantityRequired })
        if (!/^[0-9]+$/.test(text)) return this.createError({ message: BUSINESS_MESSAGES.quantityInvalid })
        if (isAboveMaxInteger(text)) return this.createError({ message: 'integerTooLarge', params: { max: MAX_INTEGER } })
        return Number(text) >= 1 || this.createError({ message: BUSINESS_MESSAGES.quantityInvalid })
      }),
    /** The personal message printed with the cards: optional; when given, docs/rules/validation.md's note rules. */
    message: string()
      .default('')
      .transform((value: unknown) => (typeof value === 'string' ? normalizeNote(value) : value))
      .test('note', 'noteLength', function check(value) {
        const original: unknown = this.originalValue
        if (typeof original === 'string' && isOnlyWhitespace(original)) return this.createError({ message: 'notOnlyWhitespace' })
        if (isBlank(value)) return true
        const error = validateNote(value)
        return error ? this.createError({ message: error.key, params: error.values }) : true
      }),
  })
}

/** The whole request of one version of the form. */
export function createBusinessRequestSchema(options: BusinessSchemaOptions) {
  const invoice = options.kind === 'INVOICE_ORDER'
  return object({
    companyName: textField(COMPANY_MAX_LENGTH, 'companyNameRequired'),
    firstName: textField(NAME_MAX_LENGTH, 'firstNameRequired'),
    lastName: textField(NAME_MAX_LENGTH, 'lastNameRequired'),
    email: emailField(),
    phoneNumber: phoneField({ required: true, countryCode: options.countryCode }),
    vatNumber: vatField({ required: invoice, countryCode: options.countryCode }),
    companyRegistrationNumber: businessCodeField({ required: invoice ? 'companyRegistrationRequired' : null }),
    referenceNumber: businessCodeField({ required: invoice ? 'referenceRequired' : null }),
    remark: textField(BUSINESS_REMARK_MAX_LENGTH, null, { multiline: true }),
    cards: array(cardLineSchema(options))
      .default([])
      .min(1, BUSINESS_MESSAGES.cardsRequired)
      .max(BUSINESS_MAX_LINES, BUSINESS_MESSAGES.tooManyCards)
      .required(BUSINESS_MESSAGES.cardsRequired)
      .test('cardLimit', BUSINESS_MESSAGES.cardLimit, function check(lines) {
        if (!invoice || !lines) return true
        const cards = lines.reduce((sum, line) => sum + (/^[0-9]+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : 0), 0)
        return cards <= ORDER_LIMITS.maxCards || this.createError({ message: BUSINESS_MESSAGES.cardLimit, params: { max: ORDER_LIMITS.maxCards } })
      }),
    address: invoice
      ? object({ ...streetAddressFields(), countryCode: string().default(options.countryCode).oneOf([options.countryCode], 'countryRequired') })
      : mixed().strip(),
  })
}

/** The company's address on an invoice order (the storefront's country). */
export type BusinessAddress = StreetAddressValues

export interface BusinessCardLine {
  productSlug: string
  deliveryType: BusinessDeliveryType
  /** Whole major units. */
  amount: number
  quantity: number
  message: string
}

export interface BusinessRequestValues {
  companyName: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  vatNumber: string
  companyRegistrationNumber: string
  referenceNumber: string
  remark: string
  cards: BusinessCardLine[]
  /** Invoice orders only. */
  address: BusinessAddress | null
}

/** The validated form as the service stores it: amounts and quantities as numbers. */
export function toBusinessRequestValues(valid: {
  companyName: string; firstName: string; lastName: string; email: string; phoneNumber: string; vatNumber: string
  companyRegistrationNumber: string; referenceNumber: string; remark: string
  cards: Array<{ productSlug: string; deliveryType: string; amount: string; quantity: string; message: string }>
  address?: BusinessAddress | unknown
}): BusinessRequestValues {
  return {
    ...valid,
    address: valid.address && typeof valid.address === 'object' ? valid.address as BusinessAddress : null,
    cards: valid.cards.map((line) => ({
      productSlug: line.productSlug,
      deliveryType: line.deliveryType as BusinessDeliveryType,
      amount: Number(parseAmount(line.amount)),
      quantity: Number(line.quantity.trim()),
      message: line.message,
    })),
  }
}
