/**
 * A shipment's receiver as the basket's delivery modals hold it, and as setShipmentDelivery takes it:
 * the form values of a (saved) receiver and the address input built from them. Pure and client-safe.
 */
import type { AddressInput } from '@/graphql/generated/operations'
import type { BasketReceiver } from './cart-api'

export interface ReceiverValues {
  firstName: string
  lastName: string
  email: string
  confirmEmail: string
  countryCode: string
  postCode: string
  houseNumber: string
  suffix: string
  street: string
  addressLine2: string
  city: string
}

export const RECEIVER_FIELDS: ReadonlyArray<keyof ReceiverValues> = ['firstName', 'lastName', 'email', 'confirmEmail', 'countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'addressLine2', 'city']
export function emptyReceiver(countryCode: string): ReceiverValues {
  return { firstName: '', lastName: '', email: '', confirmEmail: '', countryCode, postCode: '', houseNumber: '', suffix: '', street: '', addressLine2: '', city: '' }
}

export function receiverValues(address: BasketReceiver | null | undefined, countryCode: string): ReceiverValues {
  if (!address) return emptyReceiver(countryCode)
  return {
    firstName: address.firstName, lastName: address.lastName, email: address.email ?? '', confirmEmail: address.email ?? '',
    countryCode: address.countryCode || countryCode, postCode: address.postCode ?? '', houseNumber: address.houseNumber ?? '',
    suffix: address.suffix ?? '', street: address.street ?? '', addressLine2: address.addressLine2 ?? '', city: address.city ?? '',
  }
}

const orNull = (value: string) => (value.trim() ? value.trim() : null)

/** The address setShipmentDelivery takes: a private receiver; digital ones in the storefront's country. */
export function toAddressInput(values: ReceiverValues, digital: boolean, storefrontCountry: string): AddressInput {
  const names = { customerType: 'PRIVATE' as const, firstName: values.firstName.trim(), lastName: values.lastName.trim() }
  return digital
    ? { ...names, countryCode: storefrontCountry, email: values.email.trim(), confirmEmail: values.confirmEmail.trim() }
    : {
        ...names, countryCode: values.countryCode.trim().toUpperCase(), postCode: orNull(values.postCode), houseNumber: orNull(values.houseNumber),
        suffix: orNull(values.suffix), street: orNull(values.street), addressLine2: orNull(values.addressLine2), city: orNull(values.city),
      }
}

/** A saved receiver sent again (with the date modal's new date). */
export function savedAddressInput(address: BasketReceiver): AddressInput {
  return {
    customerType: address.customerType, firstName: address.firstName, lastName: address.lastName, countryCode: address.countryCode,
    companyName: address.companyName ?? null, email: address.email ?? null, confirmEmail: address.email ?? null,
    postCode: address.postCode ?? null, houseNumber: address.houseNumber ?? null, suffix: address.suffix ?? null,
    street: address.street ?? null, addressLine2: address.addressLine2 ?? null, city: address.city ?? null, phoneNumber: address.phoneNumber ?? null,
  }
}
