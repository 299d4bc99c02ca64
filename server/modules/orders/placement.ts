import 'server-only'
import type { AnyObject, ObjectSchema } from 'yup'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { StoredAddress } from '@/server/db/schema'
import { deliveryAddressSchema, digitalDeliveryAddressSchema } from '@/validation/address'
import { informationSchema } from '@/validation/checkout-information'
import { countryField, normalizeEmail } from '@/validation/fields'
import { deliveryMomentProblem } from '@/validation/delivery-time'
import { fail, ok, type DomainError, type Result } from '../common/result'
import * as accountsRepo from '../accounts/accounts-repository'
import { hashPassword } from '../accounts/password-hash'
import { rememberOwnAddress } from '../accounts/own-addresses'
import { validateWith } from '../common/validate-with'
import * as repo from '../order/order-repository'
import { findShipmentByTag, touchBasket } from '../order/basket-repository'
import { placeBasket, setOrderFields, setShipmentFields } from '../order/order-lifecycle-repository'
import { stockOfVariations } from '../cart/cart-repository'
import { customerOf, type ShopperRequest } from '../order/shopper-request'
import { findBasket } from '../cart/cart-service'
import { priceOf, toPricedPackages } from '../order/order-price'
import { basketLimitErrors } from '../order/pricing'
import { frozenTotals } from './order-totals'
import { transition } from './order-status'
import { reserveStock } from './stock'
import { exceedsHeldLimit } from './stock-cap'
import { violatesConstraint } from '@/server/db/constraint-violation'

export interface AddressInput {
  firstName: string
  lastName: string
  customerType: 'PRIVATE' | 'BUSINESS'
  companyName?: string | null
  countryCode: string
  postCode?: string | null
  houseNumber?: string | null
  suffix?: string | null
  street?: string | null
  addressLine2?: string | null
  city?: string | null
  email?: string | null
  confirmEmail?: string | null
  invoiceEmail?: string | null
  phoneNumber?: string | null
  vatNumber?: string | null
  kvkNumber?: string | null
  referenceNumber?: string | null
}

const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

function storedAddress(value: Record<string, unknown>, customerType: 'PRIVATE' | 'BUSINESS'): StoredAddress {
  return {
    firstName: String(value.firstName ?? ''),
    lastName: String(value.lastName ?? ''),
    customerType,
    companyName: customerType === 'BUSINESS' ? orNull(value.companyName) : orNull(value.companyName),
    countryCode: String(value.countryCode ?? '').toUpperCase(),
    postCode: orNull(value.postCode),
    houseNumber: orNull(value.houseNumber),
    suffix: orNull(value.suffix),
    street: orNull(value.street),
    addressLine2: orNull(value.addressLine2),
    city: orNull(value.city),
    email: orNull(value.email),
    invoiceEmail: orNull(value.invoiceEmail),
    phoneNumber: orNull(value.phoneNumber),
    vatNumber: customerType === 'BUSINESS' ? orNull(value.vatNumber) : null,
    kvkNumber: customerType === 'BUSINESS' ? orNull(value.kvkNumber) : null,
    referenceNumber: customerType === 'BUSINESS' ? orNull(value.referenceNumber) : null,
  }
}

/**
 * docs/rules/basket.md Delivery date and time: a date from the storefront's today, and for a digital
 * shipment optionally a later time of that day; the post delivers on a day, so a physical shipment
 * takes no time.
 */
function deliveryMomentError(
  shipment: { deliveryType: 'DIGITAL' | 'PHYSICAL' }, date: string | null, time: string | null, timeZone: string, now: Date,
): DomainError | null {
  if (time !== null && shipment.deliveryType === 'PHYSICAL') return { code: ERROR_CODES.FIELD_INVALID, parameter: 'input.deliveryTime' }
  const problem = deliveryMomentProblem(date, time, timeZone, now)
  return problem ? { code: ERROR_CODES.FIELD_INVALID, parameter: problem === 'date' ? 'input.deliveryDate' : 'input.deliveryTime' } : null
}

export async function setShipmentDelivery(
  request: ShopperRequest,
  input: { shipmentTag: string; deliveryDate?: string | null; deliveryTime?: string | null; deliveryAddress: AddressInput },
): Promise<Result<repo.OrderRow>> {
  const basket = await findBasket(request)
  if (!basket) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.shipmentTag')
  const shipment = await findShipmentByTag(request.db, basket.id, input.shipmentTag)
  if (!shipment) return fail(ERROR_CODES.PACKAGE_NOT_FOUND, 'input.shipmentTag')
  const date = input.deliveryDate || null
  const time = input.deliveryTime || null
  const dateProblem = deliveryMomentError(shipment, date, time, request.shopper.storefront.seller.timeZone, request.now ?? new Date())
  const digital = shipment.deliveryType === 'DIGITAL'
  // Only what the delivery type's rules validated is kept: a digital receiver is a name, an e-mail
  // address and a country, a parcel's receiver a name and a postal address (docs/rules/validation.md).
  const schema = (digital ? digitalDeliveryAddressSchema.shape({ countryCode: countryField() }) : deliveryAddressSchema('PHYSICAL')) as unknown as ObjectSchema<AnyObject>
  const valid = validateWith(schema, input.deliveryAddress, 'input.deliveryAddress.')
  const errors = [...(dateProblem ? [dateProblem] : []), ...(valid.ok ? [] : valid.errors)]
  if (errors.length > 0 || !valid.ok) return { ok: false, errors }
  const address = storedAddress(valid.value, input.deliveryAddress.customerType)
  await setShipmentFields(request.db, shipment.id, { deliveryAddress: address, deliveryDate: date, deliveryTime: time })
  await touchBasket(request.db, basket.id)
  return ok(basket)
}

/** An order reference: storefront, date and 6 random digits (unique index; retried on a clash). */
export function newReference(storefront: string, now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `${storefront}-${date}-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
}

class OutOfStock extends Error {}
class HeldLimit extends Error {}

export interface PlaceOrderInput {
  customerType: 'PRIVATE' | 'BUSINESS'
  billingAddress: AddressInput
  acceptTerms: boolean
  createAccountPassword?: string | null
}

/** Where each field of the checkout form is in placeOrder's input, for the errors' parameters. */
const PARAMETER_OF_FIELD: Readonly<Record<string, string>> = { acceptTerms: 'input.acceptTerms', password: 'input.createAccountPassword' }

/**
 * placeOrder's input checked with the checkout form's own schema (validation/checkout-information.ts),
 * so the API refuses what the form refuses (the phone number, the e-mail typed twice…), each error at
 * the input's parameter. A logged-in customer's e-mail is their account's: the form shows it, and
 * the order takes it from the account whatever was sent.
 */
function validateInformation(input: PlaceOrderInput, customerEmail: string | null) {
  const result = validateWith(informationSchema, {
    ...input.billingAddress,
    customerType: input.customerType,
    ...(customerEmail === null ? {} : { email: customerEmail, confirmEmail: customerEmail }),
    acceptTerms: input.acceptTerms,
    createAccount: customerEmail === null && Boolean(input.createAccountPassword),
    password: input.createAccountPassword ?? '',
  })
  if (result.ok) return result
  return { ok: false as const, errors: result.errors.map((error) => ({ ...error, parameter: PARAMETER_OF_FIELD[error.parameter ?? ''] ?? `input.billingAddress.${error.parameter}` })) }
}

/**
 * docs/rules/checkout.md checkout: the basket becomes a PENDING order with a reference, frozen totals and the
 * billing address, and limited stock is reserved, all in one transaction: two shoppers can never
 * buy the last card twice, and a failure leaves the basket as it was. A logged-in customer's billing
 * address joins their own addresses in the same transaction.
 */
export async function placeOrder(request: ShopperRequest, input: PlaceOrderInput): Promise<Result<repo.OrderRow>> {
  const basketRow = await findBasket(request)
  if (!basketRow) return fail(ERROR_CODES.BASKET_EMPTY)
  const basket = await repo.loadBasket(request.db, basketRow, request.shopper.language)
  if (basket.packages.length === 0) return fail(ERROR_CODES.BASKET_EMPTY)
  const customer = await customerOf(request)

  const errors: DomainError[] = []
  const billing = validateInformation(input, customer?.email ?? null)
  if (!billing.ok) errors.push(...billing.errors)
  // A customer's orders go to their account's address; a guest's to the address they typed twice.
  const email = customer?.email ?? input.billingAddress.email?.trim() ?? null
  for (const shipment of basket.shipments) {
    const address = shipment.deliveryAddress
    if (!address || (shipment.deliveryType === 'DIGITAL' && !address.email) || (shipment.deliveryType === 'PHYSICAL' && !address.street)) {
      errors.push({ code: ERROR_CODES.DELIVERY_ADDRESS_MISSING, parameter: `shipments.${shipment.tag}` })
    }
  }
  if (errors.length > 0) return { ok: false, errors }

  const priced = toPricedPackages(basket.packages, basket.shipments)
  const stock = await stockOfVariations(request.db, [...new Set(priced.map((pkg) => pkg.variationId))])
  const limits = basketLimitErrors(basketRow.currency, priced, (id) => stock.get(id) ?? null)
  if (limits.length > 0) return { ok: false, errors: limits }

  const totals = await frozenTotals(await priceOf(request, basket), request.shopper.language, request.shopper.storefront.country)
  const billingAddress = storedAddress({ ...input.billingAddress, ...(billing.ok ? billing.value : {}), email }, input.customerType)
  const now = request.now ?? new Date()

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const placed = await request.db.transaction(async (tx) => {
        if (await exceedsHeldLimit(tx, basketRow, request.shopper.storefront.maxHeldLimitedUnits)) throw new HeldLimit()
        if (!(await reserveStock(tx, basketRow.id))) throw new OutOfStock()
        const { from, to } = transition('place')
        const row = await placeBasket(tx, basketRow.id, from[0]!, {
          status: to, reference: newReference(request.shopper.storefront.code, now), customerType: input.customerType,
          billingAddress, customerEmail: email, totals, placedAt: now, updatedAt: now, language: request.shopper.language,
        })
        if (!row) throw new OutOfStock()
        // A logged-in customer's billing address is offered at their next checkout (never a guest's).
        if (customer) await rememberOwnAddress(tx, customer.id, billingAddress, now)
        return row
      })
      if (input.createAccountPassword && !customer && email) await createAccountOnOrder(request, placed, email, input.createAccountPassword)
      return ok(placed)
    } catch (error) {
      if (error instanceof OutOfStock) return fail(ERROR_CODES.OUT_OF_STOCK)
      if (error instanceof HeldLimit) return fail(ERROR_CODES.LIMITED_HOLD_LIMIT, undefined, { max: request.shopper.storefront.maxHeldLimitedUnits })
      // A reference clash (unique index) is retried with a new random reference.
      if (attempt === 2 || !violatesConstraint(error, 'orders_reference_idx')) throw error
    }
  }
  throw new Error('unreachable')
}

/** docs/rules/api.md "create account on order": the guest's details become an account the order belongs to. */
async function createAccountOnOrder(request: ShopperRequest, order: repo.OrderRow, email: string, password: string): Promise<void> {
  const billing = order.billingAddress!
  const customer = await accountsRepo.insertCustomer(request.db, {
    storefront: request.shopper.storefront.code, emailKey: normalizeEmail(email), email, passwordHash: await hashPassword(password),
    customerType: billing.customerType, language: request.shopper.language, firstName: billing.firstName, lastName: billing.lastName,
    companyName: billing.companyName, vatNumber: billing.vatNumber, phoneNumber: billing.phoneNumber, invoiceEmail: billing.invoiceEmail,
    postCode: billing.postCode, houseNumber: billing.houseNumber, suffix: billing.suffix, street: billing.street, addressLine2: billing.addressLine2 ?? null, city: billing.city,
    countryCode: billing.countryCode, subscribed: false,
  })
  // An existing account is not taken over: the order stays a guest order.
  if (customer) await setOrderFields(request.db, order.id, { customerId: customer.id })
}
