import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { StoredAddress } from '@/server/db/schema'
import { setPhysicalShipmentsAddress } from '../order/order-entry-repository'
import type { Db } from '@/server/db/types'
import { redeemDeliveryAddressSchema, type RedeemDeliveryAddress } from '@/validation/redeem-delivery'
import { fail, ok, type Result } from '../common/result'
import { validateWith } from '../common/validate-with'
import type * as repo from '../order/order-repository'
import { findRedeemCart, type RedeemRequest } from './redeem-order-service'

/**
 * docs/rules/redeem.md identify in redeem: "if the user has a postcode or no physical address is needed, go to the
 * redeem checkout; else open the guest delivery modal". The modal stores the address here, on the
 * redeem order's physical shipments, validated with the checkout's address rules.
 */

/** docs/rules/redeem.md address needs: a physical address when any chosen card goes by post. */
export function needsPhysicalAddress(basket: Pick<repo.BasketRecord, 'shipments' | 'packages'>): boolean {
  return basket.shipments.some((shipment) => shipment.deliveryType === 'PHYSICAL' && basket.packages.some((pkg) => pkg.shipmentId === shipment.id))
}

/** The stored postal address of the physical shipments (they all share one), when there is one. */
export function physicalAddressOf(basket: Pick<repo.BasketRecord, 'shipments'>): StoredAddress | null {
  return basket.shipments.find((shipment) => shipment.deliveryType === 'PHYSICAL' && shipment.deliveryAddress?.street)?.deliveryAddress ?? null
}

export function toStoredAddress(value: RedeemDeliveryAddress): StoredAddress {
  const orNull = (text: string | undefined) => (text ? text : null)
  return {
    firstName: value.firstName, lastName: value.lastName, customerType: value.customerType, companyName: orNull(value.companyName),
    countryCode: value.countryCode, postCode: orNull(value.postCode), houseNumber: orNull(value.houseNumber), suffix: orNull(value.suffix),
    street: orNull(value.street), addressLine2: orNull(value.addressLine2), city: orNull(value.city), email: value.email, invoiceEmail: null, phoneNumber: orNull(value.phoneNumber),
    vatNumber: null, kvkNumber: null, referenceNumber: null,
  }
}

/**
 * Validates a guest's delivery address (`prefix` names the request parameter of each error) and
 * answers it as stored: trimmed, country upper-cased.
 */
export function validateRedeemDelivery(input: Record<string, unknown>, prefix: string): Result<StoredAddress> {
  const checked = validateWith(redeemDeliveryAddressSchema, { customerType: 'PRIVATE', ...input }, prefix)
  if (!checked.ok) return checked
  return ok(toStoredAddress(checked.value as RedeemDeliveryAddress))
}

/** Stores the delivery address on every physical shipment of the token's redeem order. */
export async function setRedeemDeliveryAddress(request: RedeemRequest, input: Record<string, unknown>, db: Db = request.db): Promise<Result<repo.OrderRow>> {
  const cart = await findRedeemCart(request)
  if (!cart) return fail(ERROR_CODES.BASKET_EMPTY)
  const address = validateRedeemDelivery(input, 'input.')
  if (!address.ok) return address
  const updated = await setPhysicalShipmentsAddress(db, cart.id, address.value)
  // A digital-only order has nowhere to send post: the receiver's e-mail is asked at the checkout.
  if (updated === 0) return fail(ERROR_CODES.FIELD_INVALID, 'input')
  return ok(cart)
}
