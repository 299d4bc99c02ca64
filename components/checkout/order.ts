/**
 * The order as the checkout reads it, and the pure translations between the forms and the API:
 * form values to AddressInput, the API's referencedRequestParameter to a form field, and the GA4
 * items of an order (docs/rules/chrome.md begin_checkout, purchase).
 */
import type { AnalyticsItem } from '@/components/analytics/data-layer'
import type { AddressInput, ApiErrorFieldsFragment, CheckoutOrderFieldsFragment } from '@/graphql/generated/operations'
import type { InformationValues } from '@/validation/checkout-information'

/** The order as graphql/operations/Checkout.graphql selects it. */
export type CheckoutOrder = CheckoutOrderFieldsFragment
export type CheckoutShipment = CheckoutOrder['shipments'][number]
export type CheckoutError = Pick<ApiErrorFieldsFragment, 'message' | 'code' | 'referencedRequestParameter'>
export type OrderAnalyticsItem = AnalyticsItem & { item_variant: string; quantity: number }

const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null)

/** The billing address placeOrder takes; business-only fields are dropped for private orders. */
export function toBillingAddressInput(values: InformationValues): AddressInput {
  const business = values.customerType === 'BUSINESS'
  return {
    customerType: values.customerType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    confirmEmail: values.confirmEmail.trim(),
    phoneNumber: orNull(values.phoneNumber),
    countryCode: values.countryCode,
    postCode: orNull(values.postCode),
    houseNumber: orNull(values.houseNumber),
    suffix: orNull(values.suffix),
    street: orNull(values.street),
    addressLine2: orNull(values.addressLine2),
    city: orNull(values.city),
    companyName: business ? orNull(values.companyName) : null,
    vatNumber: business ? orNull(values.vatNumber) : null,
    kvkNumber: business ? orNull(values.kvkNumber) : null,
    referenceNumber: business ? orNull(values.referenceNumber) : null,
    invoiceEmail: business ? orNull(values.invoiceEmail) : null,
  }
}

/**
 * The form field an API error belongs to: its referencedRequestParameter below `prefix`
 * ('input.billingAddress.postCode' with prefix 'input.billingAddress' → 'postCode'), when the form has
 * that field; else null (the error is shown in the error modal).
 */
export function fieldOfError(parameter: string | null | undefined, prefix: string, fields: readonly string[]): string | null {
  if (!parameter || !parameter.startsWith(`${prefix}.`)) return null
  const name = parameter.slice(prefix.length + 1)
  return fields.includes(name) ? name : null
}

/** Splits errors into those shown at a field of this form and the rest. */
export function splitErrors<E extends CheckoutError>(errors: readonly E[], prefix: string, fields: readonly string[]) {
  const atFields: Array<{ field: string; message: string }> = []
  const rest: E[] = []
  for (const error of errors) {
    const field = fieldOfError(error.referencedRequestParameter, prefix, fields)
    if (field) atFields.push({ field, message: error.message })
    else rest.push(error)
  }
  return { atFields, rest }
}

/** One GA4 item per package: the card's variation, its amount and quantity. */
export function orderAnalyticsItems(order: CheckoutOrder): OrderAnalyticsItem[] {
  return order.shipments.flatMap((shipment) =>
    shipment.packages.map((pkg) => ({
      item_id: pkg.giftcardItem.variation.product.id,
      item_name: pkg.giftcardItem.variation.product.title,
      item_variant: pkg.giftcardItem.variation.variationType,
      price: pkg.giftcardItem.variation.price.value,
      currency: pkg.giftcardItem.variation.price.currency,
      quantity: pkg.giftcardItem.qty,
    })),
  )
}

export function hasItems(order: CheckoutOrder | null | undefined): order is CheckoutOrder {
  return !!order && order.shipments.some((shipment) => shipment.packages.length > 0)
}
