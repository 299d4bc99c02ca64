/**
 * The rules of the shipping step (docs/rules/checkout.md address needs): a digital shipment needs its receiver's name
 * and e-mail (typed twice: a typo sends the gift to a stranger), a physical one a postal address;
 * "send to me" takes the billing address instead. The delivery date is optional (as soon as possible)
 * from today up to a year ahead; a digital shipment may add the time its e-mail goes out. Pure and client-safe.
 */
import { array, boolean, lazy, object, string } from 'yup'
import type { DeliveryType } from '@/graphql/generated/operations'
import { deliveryAddressSchema } from '@/validation/address'
import { isDeliveryDateAllowed, todayIso } from '@/validation/delivery-date'
import { isDeliveryTimeChoosable } from '@/validation/delivery-time'

const base = {
  tag: string().required(),
  deliveryType: string().oneOf(['DIGITAL', 'PHYSICAL'] as const).required(),
  sendToMe: boolean().default(false),
  deliveryDate: string().default('').test('date', 'checkout.shipping.deliveryDateInvalid', (v) => !v || isDeliveryDateAllowed(v, todayIso())),
  deliveryTime: string().default('').test('time', 'checkout.shipping.deliveryTimeInvalid', function check(value) {
    return isDeliveryTimeChoosable(value, String(this.parent.deliveryDate ?? ''))
  }),
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
  /** HH:MM, digital shipments only (docs/rules/basket.md Delivery date and time). */
  deliveryTime: string
  firstName: string
  lastName: string
  email: string
  confirmEmail: string
  countryCode: string
  street: string
  houseNumber: string
  suffix: string
  addressLine2: string
  postCode: string
  city: string
}
export interface ShippingValues {
  shipments: ShipmentValues[]
}
