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
  ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH, NAME_MAX_LENGTH, SUFFIX_MAX_LENGTH,
  businessCodeField, companyField, countryField, customerTypeField, emailField, houseNumberField, normalizeEmail, postcodeField, streetField, textField, vatField,
} from './fields'
import { phoneField } from './phone'

type Parent = Record<string, unknown>
const parentOf = (context: { parent?: unknown }): Parent => (context.parent ?? {}) as Parent

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
  /** Apartment, floor, building or c/o: the address's optional second line. */
  addressLine2: string
  postCode: string
  city: string
  countryCode: string
}

/**
 * Where a letter goes: street, house number and suffix, an optional second line (apartment, floor,
 * building or c/o), postcode (in the format of `countryCode`, a sibling field) and city. Part of
 * every postal address, and of the business form's invoice order.
 */
export const streetAddressFields = () => ({
  street: streetField('streetRequired'),
  houseNumber: houseNumberField('houseNumberRequired'),
  suffix: textField(SUFFIX_MAX_LENGTH, null),
  addressLine2: textField(ADDRESS_LINE_MAX_LENGTH, null),
  postCode: postcodeField({ required: true }),
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

/**
 * The billing address: the postal fields plus, for business customers, company name, VAT number,
 * company registration number ("KvK" in the Netherlands) and reference or cost centre, all required,
 * and an optional invoice e-mail address. For private customers the business fields are not checked.
 */
export function createBillingAddressSchema(options: AddressSchemaOptions = {}) {
  return object({
    ...postalFields(options),
    vatNumber: vatField({ required: true, scope: 'businessCustomers' }),
    kvkNumber: businessCodeField({ required: 'companyRegistrationRequired', scope: 'businessCustomers' }),
    referenceNumber: businessCodeField({ required: 'referenceRequired', scope: 'businessCustomers' }),
    invoiceEmail: emailField({ optional: true }),
  })
}
export const billingAddressSchema = createBillingAddressSchema()

/** docs/rules/validation.md: "Billing e-mail uses invoice e-mail if set, else profile e-mail." Blank counts as not set. */
export function billingEmail(profileEmail: string, invoiceEmail?: string | null): string {
  const invoice = invoiceEmail?.trim() ?? ''
  return invoice !== '' ? invoice : profileEmail.trim()
}
