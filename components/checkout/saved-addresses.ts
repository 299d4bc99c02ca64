/**
 * The logged-in customer's own saved addresses on the information step: which form fields one fills,
 * which of them the form's values are, and how one reads in the choice. Pure and client-safe.
 */
import type { CheckoutOwnAddressesQuery } from '@/graphql/generated/operations'
import type { CountryOption } from '@/components/forms/country-options'
import type { InformationValues } from '@/validation/checkout-information'
import { postalLines } from '@/i18n/address-lines'

export type SavedAddress = Omit<CheckoutOwnAddressesQuery['ownAddresses']['ownAddresses'][number], '__typename'>

/** The fields a saved address fills (the e-mail stays the account's). */
export const SAVED_ADDRESS_FIELDS = [
  'customerType', 'firstName', 'lastName', 'companyName', 'vatNumber', 'kvkNumber', 'invoiceEmail', 'phoneNumber',
  'countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'addressLine2', 'city',
] as const satisfies ReadonlyArray<keyof InformationValues>

/** The postal fields "use another address" empties. */
export const POSTAL_FIELDS = ['postCode', 'houseNumber', 'suffix', 'street', 'addressLine2', 'city'] as const satisfies ReadonlyArray<keyof InformationValues>

type SavedFields = Pick<InformationValues, (typeof SAVED_ADDRESS_FIELDS)[number]>

/** The form values of a saved address; a phone number it lacks keeps the one the form has. */
export function savedAddressValues(address: SavedAddress, current: Pick<InformationValues, 'phoneNumber'>): SavedFields {
  return {
    customerType: address.customerType,
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName ?? '',
    vatNumber: address.vatNumber ?? '',
    kvkNumber: address.kvkNumber ?? '',
    invoiceEmail: address.invoiceEmail ?? '',
    phoneNumber: address.phoneNumber ?? current.phoneNumber,
    countryCode: address.countryCode,
    postCode: address.postCode ?? '',
    houseNumber: address.houseNumber ?? '',
    suffix: address.suffix ?? '',
    street: address.street ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
  }
}

/** The values with the saved address filled in. */
export function withSavedAddress(values: InformationValues, address: SavedAddress): InformationValues {
  return { ...values, ...savedAddressValues(address, values) }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The saved address the values hold (name and postal address), or null. */
export function matchingSavedAddress(values: InformationValues, addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((address) => {
    const filled = savedAddressValues(address, values)
    return (['customerType', 'firstName', 'lastName', 'countryCode', ...POSTAL_FIELDS] as const).every((field) => same(filled[field], values[field]))
      && (address.customerType !== 'BUSINESS' || same(filled.companyName, values.companyName))
  }) ?? null
}

/** One line: company, name, the postal lines (i18n/address-lines.ts), country. */
export function savedAddressLabel(address: SavedAddress, countries: readonly CountryOption[]): string {
  const name = `${address.firstName} ${address.lastName}`
  const country = countries.find((option) => option.id === address.countryCode)?.label ?? address.countryCode
  return [address.customerType === 'BUSINESS' ? address.companyName : null, name, ...postalLines(address), country].filter(Boolean).join(', ')
}
