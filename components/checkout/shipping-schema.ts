/**
 * The rules of the shipping step (spec §4 address needs): a digital shipment needs its receiver's name
 * and e-mail (typed twice: a typo sends the gift to a stranger), a physical one a postal address;
 * "send to me" takes the billing address instead. The delivery date is optional (as soon as possible)
 * and never in the past. Pure and client-safe.
 */
import { array, boolean, lazy, object, string } from 'yup'
import type { AddressInput, DeliveryType } from '@/graphql/generated/operations'
import { deliveryAddressSchema } from '@/validation/address'
import type { InformationValues } from './information-schema'
import type { CheckoutShipment } from './order'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const base = {
  tag: string().required(),
  deliveryType: string().oneOf(['DIGITAL', 'PHYSICAL'] as const).required(),
  sendToMe: boolean().default(false),
  deliveryDate: string().default('').test('date', 'checkout.shipping.deliveryDateInvalid', (v) => !v || (ISO_DATE.test(v) && v >= todayIso())),
}

/** "Send to me" needs no receiver fields; otherwise the shared delivery address rules of the type. */
const shipmentSchema = lazy((value: { deliveryType?: string; sendToMe?: boolean } | undefined) => {
  if (value?.sendToMe) return object(base)
  return deliveryAddressSchema(value?.deliveryType === 'DIGITAL' ? 'DIGITAL' : 'PHYSICAL').shape(base)
})

export const shippingSchema = object({ shipments: array().of(shipmentSchema).required() })

export interface ShipmentValues {
  tag: string
  deliveryType: DeliveryType
  sendToMe: boolean
  deliveryDate: string
  firstName: string
  lastName: string
  email: string
  confirmEmail: string
  countryCode: string
  street: string
  houseNumber: string
  suffix: string
  postCode: string
  city: string
}
export interface ShippingValues {
  shipments: ShipmentValues[]
}
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

/** The form's starting values: what the basket already knows, else empty; physical parcels default to the buyer. */
export function initialShipment(shipment: CheckoutShipment, countryCode: string): ShipmentValues {
  const address = shipment.deliveryAddress
  return {
    tag: shipment.tag,
    deliveryType: shipment.deliveryType,
    sendToMe: !address && shipment.deliveryType === 'PHYSICAL',
    deliveryDate: shipment.deliveryDate ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    email: address?.email ?? '',
    confirmEmail: address?.email ?? '',
    countryCode: address?.countryCode ?? countryCode,
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    suffix: address?.suffix ?? '',
    postCode: address?.postCode ?? '',
    city: address?.city ?? '',
  }
}

const orNull = (value: string) => (value.trim() ? value.trim() : null)

/** The delivery address setShipmentDelivery takes: the receiver's, or the buyer's for "send to me". */
export function toDeliveryAddressInput(shipment: ShipmentValues, billing: InformationValues): AddressInput {
  const customerType = billing.customerType
  if (shipment.sendToMe) {
    const common = { customerType, firstName: billing.firstName.trim(), lastName: billing.lastName.trim(), countryCode: billing.countryCode }
    return shipment.deliveryType === 'DIGITAL'
      ? { ...common, email: billing.email.trim(), confirmEmail: billing.email.trim() }
      : {
          ...common,
          companyName: customerType === 'BUSINESS' ? orNull(billing.companyName) : null,
          street: orNull(billing.street), houseNumber: orNull(billing.houseNumber), suffix: orNull(billing.suffix),
          postCode: orNull(billing.postCode), city: orNull(billing.city), phoneNumber: orNull(billing.phoneNumber),
        }
  }
  const names = { customerType, firstName: shipment.firstName.trim(), lastName: shipment.lastName.trim() }
  return shipment.deliveryType === 'DIGITAL'
    ? { ...names, countryCode: billing.countryCode, email: shipment.email.trim(), confirmEmail: shipment.confirmEmail.trim() }
    : {
        ...names, countryCode: shipment.countryCode, street: orNull(shipment.street), houseNumber: orNull(shipment.houseNumber),
        suffix: orNull(shipment.suffix), postCode: orNull(shipment.postCode), city: orNull(shipment.city),
      }
}

export const SHIPMENT_FIELDS = ['firstName', 'lastName', 'email', 'confirmEmail', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city', 'deliveryDate'] as const
