/**
 * The checkout flow's starting values, address mapping and error fields, apart from the step forms and
 * their yup rules: the flow needs these at once, the forms only when their step shows (each loads with
 * its step, so the checkout's first load carries neither react-hook-form nor yup).
 */
import type { AddressInput } from '@/graphql/generated/operations'
import type { InformationValues } from '@/validation/checkout-information'
import type { CheckoutShipment } from './order'
import type { ShipmentValues } from './shipping-schema'

/** The fields an API error may point at (input.billingAddress.<field>, input.createAccountPassword → password). */
export const INFORMATION_FIELDS = [
  'firstName', 'lastName', 'companyName', 'vatNumber', 'kvkNumber', 'referenceNumber', 'invoiceEmail', 'countryCode', 'street',
  'houseNumber', 'suffix', 'addressLine2', 'postCode', 'city', 'email', 'confirmEmail', 'phoneNumber', 'acceptTerms', 'password',
] as const

/** The information step's starting values: empty, in the shopper's country. */
export function emptyInformation(countryCode: string): InformationValues {
  return {
    customerType: 'PRIVATE', firstName: '', lastName: '', companyName: '', vatNumber: '', kvkNumber: '', referenceNumber: '',
    invoiceEmail: '', countryCode, street: '', houseNumber: '', suffix: '', addressLine2: '', postCode: '', city: '', email: '', confirmEmail: '',
    phoneNumber: '', acceptTerms: false, createAccount: false, password: '',
  }
}

/** The form's starting values: what the basket already knows, else empty; physical parcels default to the buyer. */
export function initialShipment(shipment: CheckoutShipment, countryCode: string): ShipmentValues {
  const address = shipment.deliveryAddress
  return {
    tag: shipment.tag,
    deliveryType: shipment.deliveryType,
    sendToMe: !address && shipment.deliveryType === 'PHYSICAL',
    deliveryDate: shipment.deliveryDate ?? '',
    deliveryTime: shipment.deliveryTime ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    email: address?.email ?? '',
    confirmEmail: address?.email ?? '',
    countryCode: address?.countryCode ?? countryCode,
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    suffix: address?.suffix ?? '',
    addressLine2: address?.addressLine2 ?? '',
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
          addressLine2: orNull(billing.addressLine2), postCode: orNull(billing.postCode), city: orNull(billing.city), phoneNumber: orNull(billing.phoneNumber),
        }
  }
  const names = { customerType, firstName: shipment.firstName.trim(), lastName: shipment.lastName.trim() }
  return shipment.deliveryType === 'DIGITAL'
    ? { ...names, countryCode: billing.countryCode, email: shipment.email.trim(), confirmEmail: shipment.confirmEmail.trim() }
    : {
        ...names, countryCode: shipment.countryCode, street: orNull(shipment.street), houseNumber: orNull(shipment.houseNumber),
        suffix: orNull(shipment.suffix), addressLine2: orNull(shipment.addressLine2), postCode: orNull(shipment.postCode), city: orNull(shipment.city),
      }
}

export const SHIPMENT_FIELDS = ['firstName', 'lastName', 'email', 'confirmEmail', 'countryCode', 'street', 'houseNumber', 'suffix', 'addressLine2', 'postCode', 'city', 'deliveryDate', 'deliveryTime'] as const
