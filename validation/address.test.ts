import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { COMPANY_MAX_LENGTH, NAME_MAX_LENGTH } from './fields'
import {
  billingAddressSchema,
  billingEmail,
  createBillingAddressSchema,
  createPhysicalDeliveryAddressSchema,
  deliveryAddressSchema,
  digitalDeliveryAddressSchema,
  physicalDeliveryAddressSchema,
} from './address'

interface Validates {
  validateSync: (value: unknown, options: { abortEarly: false }) => unknown
}

/** path → message of every error (one per path in these schemas). */
function messagesOf(schema: Validates, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const paths = error.inner.map((item) => item.path ?? '')
    expect(new Set(paths).size, `one error per field: ${paths.join(', ')}`).toBe(paths.length)
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', String(item.message)]))
  }
}

const paramsOf = (schema: Validates, value: unknown, path: string) => {
  try {
    schema.validateSync(value, { abortEarly: false })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.inner.find((item) => item.path === path)?.params
  }
  return undefined
}

describe('digital delivery address', () => {
  const receiver = { firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.com', confirmEmail: 'anna@example.com' }

  it('accepts names and a confirmed e-mail address, ignoring case and spaces in the confirmation', () => {
    expect(messagesOf(digitalDeliveryAddressSchema, receiver)).toEqual({})
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, confirmEmail: ' Anna@Example.com ' })).toEqual({})
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, firstName: 'Zoë', lastName: "O'Brien-Łukasiewicz" })).toEqual({})
  })

  it('requires every field', () => {
    expect(messagesOf(digitalDeliveryAddressSchema, {})).toEqual({
      firstName: 'firstNameRequired', lastName: 'lastNameRequired', email: 'emailRequired', confirmEmail: 'confirmEmailRequired',
    })
  })

  it('refuses a mismatched confirmation, a wrong e-mail, names of only spaces or with emoji, and long names', () => {
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, confirmEmail: 'anna@example.nl' })).toEqual({ confirmEmail: 'confirmEmailMismatch' })
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, email: 'anna@', confirmEmail: 'anna@' })).toEqual({ email: 'emailInvalid' })
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, firstName: '   ', lastName: 'Vries 🌷' }))
      .toEqual({ firstName: 'notOnlyWhitespace', lastName: 'noEmoji' })
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, firstName: 'x'.repeat(NAME_MAX_LENGTH) })).toEqual({})
    expect(messagesOf(digitalDeliveryAddressSchema, { ...receiver, firstName: 'x'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({ firstName: 'tooLong' })
    expect(paramsOf(digitalDeliveryAddressSchema, { ...receiver, firstName: 'x'.repeat(51) }, 'firstName')).toMatchObject({ max: 50 })
  })

  it('yields trimmed values', () => {
    expect(digitalDeliveryAddressSchema.validateSync({ ...receiver, firstName: '  Anna ' }).firstName).toBe('Anna')
  })
})

describe('physical delivery address', () => {
  const address = {
    customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', street: 'Cadeaulaan', houseNumber: '10', suffix: 'b',
    postCode: '9000', city: 'Gent', countryCode: 'BE', phoneNumber: '',
  }

  it('accepts a complete address, without a phone number by default', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, address)).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, suffix: '' })).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, countryCode: 'be' })).toEqual({})
    expect(messagesOf(deliveryAddressSchema('PHYSICAL'), address)).toEqual({})
    expect(deliveryAddressSchema('DIGITAL')).toBe(digitalDeliveryAddressSchema)
  })

  it('requires names, street, house number, postcode, city and country', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, {})).toEqual({
      firstName: 'firstNameRequired', lastName: 'lastNameRequired', street: 'streetRequired', houseNumber: 'houseNumberRequired',
      postCode: 'postcodeRequired', city: 'cityRequired', countryCode: 'countryRequired',
    })
  })

  it('needs a street of at least 2 characters and a positive house number', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, street: 'A' })).toEqual({ street: 'streetTooShort' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, street: 'Aa' })).toEqual({})
    for (const houseNumber of ['0', '-3', '1.5', '10b', 'ten', '007', '1234567']) {
      expect(messagesOf(physicalDeliveryAddressSchema, { ...address, houseNumber }), houseNumber).toEqual({ houseNumber: 'houseNumberInvalid' })
    }
    for (const houseNumber of ['1', ' 42 ', '123456']) expect(messagesOf(physicalDeliveryAddressSchema, { ...address, houseNumber })).toEqual({})
  })

  it('checks the postcode against the country, and needs none where the country has none', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, postCode: '0900' })).toEqual({ postCode: 'postcodeInvalid' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, countryCode: 'NL', postCode: '1011 AB' })).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, countryCode: 'NL', postCode: '1011 SS' })).toEqual({ postCode: 'postcodeInvalid' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, countryCode: 'GB', postCode: 'sw1a 1aa' })).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, countryCode: 'AE', postCode: '' })).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, countryCode: 'BEL' })).toEqual({ countryCode: 'countryRequired' })
  })

  it('requires a company name for business customers only', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, customerType: 'BUSINESS' })).toEqual({ companyName: 'companyNameRequired' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, customerType: 'BUSINESS', companyName: 'Kado BV' })).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, customerType: 'BUSINESS', companyName: '  ' })).toEqual({ companyName: 'notOnlyWhitespace' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, companyName: 'x'.repeat(COMPANY_MAX_LENGTH + 1) })).toEqual({ companyName: 'tooLong' })
  })

  it('applies the generic rules to every free-text field', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, street: 'Rue 🎁', city: ' \t ', suffix: '   ' }))
      .toEqual({ street: 'noEmoji', city: 'notOnlyWhitespace', suffix: 'notOnlyWhitespace' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, street: 'Rue de l’Église', city: 'Liège' })).toEqual({})
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, suffix: 'x'.repeat(11) })).toEqual({ suffix: 'tooLong' })
  })

  it('checks a phone number by the address country, required when asked', () => {
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, phoneNumber: '123' })).toEqual({ phoneNumber: 'phoneInvalid' })
    expect(messagesOf(physicalDeliveryAddressSchema, { ...address, phoneNumber: '0470 12 34 56' })).toEqual({})
    const withPhone = createPhysicalDeliveryAddressSchema({ phoneRequired: true })
    expect(messagesOf(withPhone, address)).toEqual({ phoneNumber: 'phoneRequired' })
    expect(messagesOf(withPhone, { ...address, phoneNumber: '+32 9 000 00 00' })).toEqual({})
  })
})

describe('billing address', () => {
  const privateBilling = {
    customerType: 'PRIVATE', firstName: 'Lotte', lastName: 'Peeters', street: 'Cadeaulaan', houseNumber: '10',
    postCode: '9000', city: 'Gent', countryCode: 'BE',
  }
  const business = {
    ...privateBilling, customerType: 'BUSINESS', companyName: 'Kado BV', vatNumber: 'BE 0123.456.789', kvkNumber: '0123456789',
    referenceNumber: 'PO-2026-17', invoiceEmail: '',
  }

  it('accepts a private address without any business field', () => {
    expect(messagesOf(billingAddressSchema, privateBilling)).toEqual({})
  })

  it('does not check the business fields of private customers', () => {
    expect(messagesOf(billingAddressSchema, { ...privateBilling, vatNumber: 'nonsense', kvkNumber: 'é', referenceNumber: 'x'.repeat(30) })).toEqual({})
  })

  it('accepts a complete business address', () => {
    expect(messagesOf(billingAddressSchema, business)).toEqual({})
    expect(messagesOf(billingAddressSchema, { ...business, vatNumber: '0123 456 789' })).toEqual({})
    expect(messagesOf(billingAddressSchema, { ...business, countryCode: 'NL', postCode: '1011 AB', vatNumber: 'NL123456789B01', kvkNumber: '12345678' })).toEqual({})
  })

  it('requires company, VAT number, company registration number and reference for business customers', () => {
    expect(messagesOf(billingAddressSchema, { ...privateBilling, customerType: 'BUSINESS' })).toEqual({
      companyName: 'companyNameRequired', vatNumber: 'vatRequired', kvkNumber: 'companyRegistrationRequired', referenceNumber: 'referenceRequired',
    })
    expect(messagesOf(billingAddressSchema, { ...business, kvkNumber: '   ', referenceNumber: '  ' }))
      .toEqual({ kvkNumber: 'notOnlyWhitespace', referenceNumber: 'notOnlyWhitespace' })
  })

  it('checks the VAT format of the EU (with the billing country as default prefix)', () => {
    expect(messagesOf(billingAddressSchema, { ...business, vatNumber: 'BE2123456789' })).toEqual({ vatNumber: 'vatInvalid' })
    expect(messagesOf(billingAddressSchema, { ...business, vatNumber: '123' })).toEqual({ vatNumber: 'vatInvalid' })
    expect(messagesOf(billingAddressSchema, { ...business, vatNumber: 'BE0123456789€' })).toEqual({ vatNumber: 'asciiOnly' })
  })

  it('keeps registration and reference numbers to 1-20 ASCII characters', () => {
    expect(messagesOf(billingAddressSchema, { ...business, kvkNumber: 'x'.repeat(20), referenceNumber: 'Kostenplaats 12/B' })).toEqual({})
    expect(messagesOf(billingAddressSchema, { ...business, kvkNumber: 'x'.repeat(21) })).toEqual({ kvkNumber: 'length1to20' })
    expect(paramsOf(billingAddressSchema, { ...business, kvkNumber: 'x'.repeat(21) }, 'kvkNumber')).toMatchObject({ min: 1, max: 20 })
    expect(messagesOf(billingAddressSchema, { ...business, referenceNumber: 'Référence' })).toEqual({ referenceNumber: 'asciiOnly' })
    expect(messagesOf(billingAddressSchema, { ...business, referenceNumber: 'PO 😀' })).toEqual({ referenceNumber: 'asciiOnly' })
  })

  it('takes an optional invoice e-mail address, which must be valid when given', () => {
    expect(messagesOf(billingAddressSchema, { ...business, invoiceEmail: 'invoices@kado.be' })).toEqual({})
    expect(messagesOf(billingAddressSchema, { ...business, invoiceEmail: 'invoices@' })).toEqual({ invoiceEmail: 'emailInvalid' })
  })

  it('requires a phone number when asked', () => {
    expect(messagesOf(createBillingAddressSchema({ phoneRequired: true }), privateBilling)).toEqual({ phoneNumber: 'phoneRequired' })
  })
})

describe('billingEmail (docs/rules/validation.md)', () => {
  it('uses the invoice e-mail if set, else the profile e-mail', () => {
    expect(billingEmail('lotte@example.com', 'invoices@kado.be')).toBe('invoices@kado.be')
    expect(billingEmail('lotte@example.com', ' invoices@kado.be ')).toBe('invoices@kado.be')
    expect(billingEmail('lotte@example.com', '')).toBe('lotte@example.com')
    expect(billingEmail('lotte@example.com', '   ')).toBe('lotte@example.com')
    expect(billingEmail('lotte@example.com', null)).toBe('lotte@example.com')
    expect(billingEmail('lotte@example.com')).toBe('lotte@example.com')
    expect(billingEmail(' lotte@example.com ', '   ')).toBe('lotte@example.com')
  })
})

describe('the billing address of a business customer names each missing field with its own message', () => {
  it('first and last name, VAT number, registration number and reference', () => {
    const empty = { customerType: 'BUSINESS', firstName: '', lastName: '', companyName: 'Vandaele Bouw', street: 'Veldstraat', houseNumber: '12', postCode: '9000', city: 'Gent', countryCode: 'BE' }
    expect(messagesOf(createBillingAddressSchema(), empty)).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      vatNumber: 'vatRequired',
      kvkNumber: 'companyRegistrationRequired',
      referenceNumber: 'referenceRequired',
    })
  })
})
