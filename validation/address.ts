/**
 * The checkout's addresses (docs/rules/validation.md Address, "Required" and the generic rules): the delivery address
 * of a digital card (who receives the e-mail), of a physical card (where the post goes), and the
 * billing address, with the business fields of docs/rules/validation.md (company, VAT number, company registration
 * number, reference or cost centre). Shared by the checkout forms and the order service. Client-safe
 * and pure.
 *
 * Every free-text field is trimmed and refuses emoji, text of only spaces (the generic rules) and
 * characters no text may hold (validation/clean-text.ts).
 * Names and addresses may hold any letters (Zoë, Łódź); the codes that go to accounting systems and
 * invoices (VAT number, company registration number, reference) must be plain ASCII.
 *
 * Messages are keys of the `validation` namespace; `{min}`/`{max}` come from the error's params.
 */
import { object, string } from 'yup'
import { cleanTextTest } from './clean-text'
import {
  CITY_MAX_LENGTH, NAME_MAX_LENGTH, SUFFIX_MAX_LENGTH,
  companyField, countryField, customerTypeField, emailField, houseNumberField, normalizeEmail, streetField, textField,
} from './fields'
import { isAsciiOnly, isLength1to20 } from './generic'
import { phoneField } from './phone'
import { hasPostcode, isValidPostcode } from './postcode'
import { isValidVatNumber } from './vat'


/** docs/rules/validation.md generic rule "non-empty string of 1 to 20 characters": registration and reference numbers. */
export const CODE_MAX_LENGTH = 20

type Parent = Record<string, unknown>
const parentOf = (context: { parent?: unknown }): Parent => (context.parent ?? {}) as Parent
const isBusiness = (parent: Parent) => parent.customerType === 'BUSINESS'
const countryOf = (parent: Parent) => (typeof parent.countryCode === 'string' ? parent.countryCode.trim().toUpperCase() : '')

const nameField = (required: string) => textField(NAME_MAX_LENGTH, required)

/** docs/rules/validation.md "confirm e-mail (match)": the same address, ignoring case and surrounding spaces. */
const confirmEmailField = (of: string) =>
  string()
    .trim()
    .default('')
    .required('confirmEmailRequired')
    .test(cleanTextTest)
    .test('confirmEmail', 'confirmEmailMismatch', function check(value) {
      const email = parentOf(this)[of]
      return !value || (typeof email === 'string' && normalizeEmail(email) === normalizeEmail(value))
    })

export interface AddressSchemaOptions {
  /** docs/rules/validation.md has a required and an optional phone; the optional one is the default. */
  phoneRequired?: boolean
}

/** The values `streetAddressFields` checks, as a form holds them. */
export interface StreetAddressValues {
  street: string
  houseNumber: string
  suffix: string
  postCode: string
  city: string
  countryCode: string
}

/**
 * Where a letter goes: street, house number and suffix, postcode (in the format of `countryCode`, a
 * sibling field) and city. Part of every postal address, and of the business form's invoice order.
 */
export const streetAddressFields = () => ({
  street: streetField('streetRequired'),
  houseNumber: houseNumberField('houseNumberRequired'),
  suffix: textField(SUFFIX_MAX_LENGTH, null),
  postCode: string()
    .trim()
    .default('')
    .test('postCode', 'postcodeRequired', function check(value) {
      const country = countryOf(parentOf(this))
      if (!value) return !hasPostcode(country) || this.createError({ message: 'postcodeRequired' })
      return isValidPostcode(value, country) || this.createError({ message: 'postcodeInvalid' })
    }),
  city: textField(CITY_MAX_LENGTH, 'cityRequired'),
  countryCode: countryField(),
})

/** The postal part shared by the physical delivery address and the billing address. */
const postalFields = ({ phoneRequired = false }: AddressSchemaOptions) => ({
  firstName: nameField('firstNameRequired'),
  lastName: nameField('lastNameRequired'),
  customerType: customerTypeField(),
  companyName: companyField(),
  ...streetAddressFields(),
  phoneNumber: phoneField({ required: phoneRequired }),
})

/** Delivery of a digital card: the receiver's name and e-mail address, typed twice. */
export const digitalDeliveryAddressSchema = object({
  firstName: nameField('firstNameRequired'),
  lastName: nameField('lastNameRequired'),
  email: emailField(),
  confirmEmail: confirmEmailField('email'),
})

/** Delivery of a physical card: where the post goes; a company name for business customers. */
export function createPhysicalDeliveryAddressSchema(options: AddressSchemaOptions = {}) {
  return object(postalFields(options))
}
export const physicalDeliveryAddressSchema = createPhysicalDeliveryAddressSchema()

/** The delivery address schema of a delivery type (docs/rules/validation.md DIGITAL, PHYSICAL). */
export function deliveryAddressSchema(deliveryType: 'DIGITAL' | 'PHYSICAL', options: AddressSchemaOptions = {}) {
  return deliveryType === 'DIGITAL' ? digitalDeliveryAddressSchema : createPhysicalDeliveryAddressSchema(options)
}

/** docs/rules/validation.md "VAT number" required for business customers, in its country's format ('vatInvalid'). */
const vatField = () =>
  string()
    .trim()
    .default('')
    .test('vat', 'vatRequired', function check(value) {
      const parent = parentOf(this)
      if (!isBusiness(parent)) return true
      if (!value) return this.createError({ message: 'vatRequired' })
      if (!isAsciiOnly(value)) return this.createError({ message: 'asciiOnly' })
      return isValidVatNumber(value, countryOf(parent)) || this.createError({ message: 'vatInvalid' })
    })

/**
 * A business code (company registration number, reference or cost centre): required for business
 * customers with its own message, plain ASCII, 1 to 20 characters ('length1to20', the generic rule).
 */
const businessCodeField = (required: string) =>
  string()
    .trim()
    .default('')
    .test('businessCode', required, function check(value) {
      if (!isBusiness(parentOf(this))) return true
      const original: unknown = this.originalValue
      if (!value) {
        const blank = typeof original === 'string' && original.length > 0
        return this.createError({ message: blank ? 'notOnlyWhitespace' : required })
      }
      if (!isLength1to20(value)) return this.createError({ message: 'length1to20', params: { min: 1, max: CODE_MAX_LENGTH } })
      if (!isAsciiOnly(value)) return this.createError({ message: 'asciiOnly' })
      return true
    })

/**
 * The billing address: the postal fields plus, for business customers, company name, VAT number,
 * company registration number ("KvK" in the Netherlands) and reference or cost centre, all required,
 * and an optional invoice e-mail address. For private customers the business fields are not checked.
 */
export function createBillingAddressSchema(options: AddressSchemaOptions = {}) {
  return object({
    ...postalFields(options),
    vatNumber: vatField(),
    kvkNumber: businessCodeField('companyRegistrationRequired'),
    referenceNumber: businessCodeField('referenceRequired'),
    invoiceEmail: emailField({ optional: true }),
  })
}
export const billingAddressSchema = createBillingAddressSchema()

/** docs/rules/validation.md: "Billing e-mail uses invoice e-mail if set, else profile e-mail." Blank counts as not set. */
export function billingEmail(profileEmail: string, invoiceEmail?: string | null): string {
  const invoice = invoiceEmail?.trim() ?? ''
  return invoice !== '' ? invoice : profileEmail.trim()
}
