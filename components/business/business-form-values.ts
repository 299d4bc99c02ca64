/**
 * The business form's values and how they become the API's input: pure, so the form component only
 * holds state and markup. The rules themselves are the server's (validation/business.ts).
 */
import {
  type BusinessAddress,
  type BusinessCardLine,
  type BusinessProductRanges,
  type BusinessRequestKind,
  type BusinessRequestValues,
} from '@/validation/business'
import { parseAmount } from '@/validation/price'

/** A product the form offers, with its amount range per delivery (null: not deliverable that way). */
export interface BusinessProductOption {
  slug: string
  title: string
  digital: { min: number; max: number } | null
  physical: { min: number; max: number } | null
}

export type CardLineValues = Omit<BusinessCardLine, 'amount' | 'quantity'> & { amount: string; quantity: string }
export type BusinessFormValues = Omit<BusinessRequestValues, 'cards' | 'address'> & { cards: CardLineValues[]; address: BusinessAddress }

export function rangesOf(products: readonly BusinessProductOption[]): Record<string, BusinessProductRanges> {
  return Object.fromEntries(products.map((product) => [product.slug, { DIGITAL: product.digital, PHYSICAL: product.physical }]))
}

export function emptyLine(product: BusinessProductOption | undefined): CardLineValues {
  return { productSlug: product?.slug ?? '', deliveryType: product && !product.digital && product.physical ? 'PHYSICAL' : 'DIGITAL', amount: '', quantity: '', message: '' }
}

/** 'input.cards[0].amount' (the API's parameter) → 'cards.0.amount' (the form's field). */
export function fieldOfParameter(parameter: string | null): string | null {
  if (!parameter?.startsWith('input.')) return null
  return parameter.slice('input.'.length).replace(/\[(\d+)\]/g, '.$1')
}

/** The API's input for the checked values: empty optional texts as null, the address only for an order on invoice. */
export function businessRequestInput(values: BusinessFormValues, kind: BusinessRequestKind, captchaToken: string) {
  const optional = (value: string) => (value.trim() === '' ? null : value)
  return {
    companyName: values.companyName, firstName: values.firstName, lastName: values.lastName, email: values.email, phoneNumber: values.phoneNumber,
    vatNumber: optional(values.vatNumber), companyRegistrationNumber: optional(values.companyRegistrationNumber),
    referenceNumber: optional(values.referenceNumber), remark: optional(values.remark),
    address: kind === 'INVOICE_ORDER'
      ? { street: values.address.street, houseNumber: values.address.houseNumber, suffix: optional(values.address.suffix), addressLine2: optional(values.address.addressLine2), postCode: values.address.postCode, city: values.address.city }
      : null,
    cards: values.cards.map((line) => ({
      productSlug: line.productSlug, deliveryType: line.deliveryType, amount: Number(parseAmount(line.amount)),
      quantity: Number(line.quantity.trim()), message: optional(line.message),
    })),
    captchaToken,
  }
}
