/**
 * What the checkout knows of a logged-in customer before the information step: whether a session
 * may exist, and the information values their profile fills in.
 */
import type { CustomerProfileFieldsFragment } from '@/graphql/generated/operations'
import { LOGGED_IN_HINT_COOKIE } from '@/config/session'
import type { InformationValues } from '@/validation/checkout-information'
import { emptyInformation } from './step-values'

/** The script-readable hint that a session exists (config/session.ts): only then are own addresses asked for. */
export const loggedInHint = () => document.cookie.split(';').some((part) => part.trim() === `${LOGGED_IN_HINT_COOKIE}=1`)

export function profileValues(profile: CustomerProfileFieldsFragment, countryCode: string): InformationValues {
  const address = profile.address
  return {
    ...emptyInformation(address?.countryCode ?? countryCode),
    customerType: profile.customerType,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    confirmEmail: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    companyName: address?.companyName ?? '',
    vatNumber: profile.vatNumber ?? '',
    invoiceEmail: profile.invoiceEmail ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    suffix: address?.suffix ?? '',
    addressLine2: address?.addressLine2 ?? '',
    postCode: address?.postCode ?? '',
    city: address?.city ?? '',
  }
}
