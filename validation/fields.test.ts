import { describe, expect, it } from 'vitest'
import { object, string, ValidationError } from 'yup'
import {
  businessCodeField, companyField, countryField, countryFor, customerTypeField, emailField, houseNumberField, isValidEmail, normalizeEmail, postcodeField,
  streetField, textField, vatField,
} from './fields'
import { phoneField } from './phone'

const issuesOf = (run: () => unknown): Record<string, { message: string; params?: Record<string, unknown> }> => {
  try {
    run()
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', { message: String(item.message), params: item.params }]))
  }
}
const messagesOf = (run: () => unknown) => Object.fromEntries(Object.entries(issuesOf(run)).map(([path, issue]) => [path, issue.message]))

describe('the country a number is judged for', () => {
  // A Dutch VAT number typed without its prefix, and a 10-digit American number: each valid in one country only.
  const schema = object({ countryCode: string().default(''), vatNumber: vatField(), phoneNumber: phoneField() })
  const typed = { vatNumber: '123456789B01', phoneNumber: '2025550123' }
  const errors = (values: object, context?: object) => messagesOf(() => schema.validateSync(values, { abortEarly: false, context }))

  it('is the sibling country field when it is filled in', () => {
    expect(errors({ ...typed, countryCode: 'nl ' }, { countryCode: 'US' })).toEqual({ phoneNumber: 'phoneInvalid' })
    expect(errors({ ...typed, countryCode: 'US' }, { countryCode: 'NL' })).toEqual({ vatNumber: 'vatInvalid' })
  })

  it("is the context's (the storefront's) when the form has no country or leaves it empty", () => {
    expect(errors({ ...typed, countryCode: '' }, { countryCode: 'NL' })).toEqual({ phoneNumber: 'phoneInvalid' })
    expect(errors(typed, { countryCode: 'US' })).toEqual({ vatNumber: 'vatInvalid' })
  })

  it('is a fixed country above both', () => {
    const fixed = object({ countryCode: string(), vatNumber: vatField({ countryCode: 'BE' }) })
    expect(messagesOf(() => fixed.validateSync({ countryCode: 'NL', vatNumber: '123456789B01' }, { abortEarly: false, context: { countryCode: 'NL' } })))
      .toEqual({ vatNumber: 'vatInvalid' })
  })
})

describe('business fields', () => {
  const forBusiness = object({
    customerType: string(),
    countryCode: string(),
    vatNumber: vatField({ required: true, scope: 'businessCustomers' }),
    reference: businessCodeField({ required: 'referenceRequired', scope: 'businessCustomers' }),
  })
  const errors = (values: object) => issuesOf(() => forBusiness.validateSync({ countryCode: 'BE', ...values }, { abortEarly: false }))

  it("are not judged at all for a private customer's leftovers", () => {
    expect(errors({ customerType: 'PRIVATE', vatNumber: 'nonsense', reference: 'é'.repeat(30) })).toEqual({})
  })

  it('tell missing, only spaces, non-ASCII, too long and a wrong format apart for a business customer', () => {
    const business = { customerType: 'BUSINESS' }
    expect(errors(business)).toEqual({ vatNumber: { message: 'vatRequired', params: expect.anything() }, reference: { message: 'referenceRequired', params: expect.anything() } })
    expect(errors({ ...business, vatNumber: '   ', reference: ' ' })).toMatchObject({ vatNumber: { message: 'notOnlyWhitespace' }, reference: { message: 'notOnlyWhitespace' } })
    expect(errors({ ...business, vatNumber: 'BÉ0123456789', reference: 'Référence' })).toMatchObject({ vatNumber: { message: 'asciiOnly' }, reference: { message: 'asciiOnly' } })
    expect(errors({ ...business, vatNumber: 'BE2123456789', reference: 'K'.repeat(21) }))
      .toMatchObject({ vatNumber: { message: 'vatInvalid' }, reference: { message: 'length1to20', params: { min: 1, max: 20 } } })
    expect(errors({ ...business, vatNumber: 'BE 0123.456.789', reference: 'K'.repeat(20) })).toEqual({})
  })

  it('an optional code accepts empty but not only spaces', () => {
    const optional = object({ reference: businessCodeField({ required: null }), vatNumber: vatField() })
    expect(messagesOf(() => optional.validateSync({ reference: '', vatNumber: '' }, { abortEarly: false }))).toEqual({})
    expect(messagesOf(() => optional.validateSync({ reference: '  ', vatNumber: '\t' }, { abortEarly: false })))
      .toEqual({ reference: 'notOnlyWhitespace', vatNumber: 'notOnlyWhitespace' })
  })
})

describe('postcode', () => {
  const required = object({ countryCode: string(), postCode: postcodeField({ required: true }) })
  const optional = object({ countryCode: string(), postCode: postcodeField({ required: false }) })
  const errors = (schema: typeof required, values: object) => messagesOf(() => schema.validateSync(values, { abortEarly: false }))

  it('is required where the country has postcodes, and judged in its format', () => {
    expect(errors(required, { countryCode: 'BE', postCode: '' })).toEqual({ postCode: 'postcodeRequired' })
    expect(errors(required, { countryCode: 'AE', postCode: '' })).toEqual({})
    expect(errors(required, { countryCode: 'NL', postCode: '9000' })).toEqual({ postCode: 'postcodeInvalid' })
    expect(errors(optional, { countryCode: 'BE', postCode: '' })).toEqual({})
    expect(errors(optional, { countryCode: 'BE', postCode: '0900' })).toEqual({ postCode: 'postcodeInvalid' })
  })
})

describe('what each field builder answers on its own', () => {
  const errorsOf = (run: () => unknown): string[] => {
    try {
      run()
      return []
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return error.errors.map(String)
    }
  }

  it('trims every text it keeps', () => {
    expect(textField(10, 'cityRequired').validateSync('  Gent  ')).toBe('Gent')
    expect(emailField().validateSync('  jan@example.be ')).toBe('jan@example.be')
    expect(countryField().validateSync(' be ')).toBe('BE')
    expect(houseNumberField('houseNumberRequired').validateSync(' 12 ')).toBe('12')
    expect(companyField().validateSync('  Vandaele Bouw ')).toBe('Vandaele Bouw')
    expect(postcodeField({ required: true }).validateSync(' 9000 ')).toBe('9000')
  })

  it('starts empty, and a customer type as PRIVATE', () => {
    expect(countryField().cast(undefined)).toBe('')
    expect(companyField().cast(undefined)).toBe('')
    expect(customerTypeField().cast(undefined)).toBe('PRIVATE')
  })

  it('names what is wrong with a country, a house number, a street and a customer type', () => {
    expect(errorsOf(() => countryField().validateSync(''))).toEqual(['countryRequired'])
    expect(errorsOf(() => countryField().validateSync('XX'))).toEqual(['countryRequired'])
    expect(errorsOf(() => houseNumberField(null).validateSync('-1'))).toEqual(['houseNumberInvalid'])
    expect(errorsOf(() => streetField('streetRequired').validateSync('A'))).toEqual(['streetTooShort'])
    expect(errorsOf(() => customerTypeField().validateSync('OTHER'))).toEqual(['required'])
    expect(errorsOf(() => customerTypeField().validateSync(null))).toEqual(['required'])
  })

  it('asks a company name of business customers only, at most 200 characters', () => {
    const schema = object({ customerType: string(), companyName: companyField() })
    expect(messagesOf(() => schema.validateSync({ customerType: 'BUSINESS', companyName: '' }, { abortEarly: false }))).toEqual({ companyName: 'companyNameRequired' })
    expect(messagesOf(() => schema.validateSync({ customerType: 'PRIVATE', companyName: '' }, { abortEarly: false }))).toEqual({})
    expect(messagesOf(() => schema.validateSync({ customerType: 'BUSINESS', companyName: 'x'.repeat(201) }, { abortEarly: false }))).toEqual({ companyName: 'tooLong' })
  })

  it('compares e-mail addresses trimmed and in lower case, and refuses one longer than 254 characters', () => {
    expect(normalizeEmail('  Jan.Peeters@Example.BE ')).toBe('jan.peeters@example.be')
    const longest = `jan@${'b'.repeat(247)}.be`
    expect(longest).toHaveLength(254)
    expect(isValidEmail(longest)).toBe(true)
    expect(isValidEmail(`j${longest}`)).toBe(false)
  })

  it('reads the country of a sibling field trimmed and in capitals; spaces only or none is the context\'s, or none at all', () => {
    const context = (parent: Record<string, unknown>, countryCode?: unknown) => ({ parent, options: { context: { countryCode } } }) as unknown as Parameters<typeof countryFor>[0]
    expect(countryFor(context({ countryCode: ' be ' }, 'NL'))).toBe('BE')
    expect(countryFor(context({ countryCode: '   ' }, 'nl'))).toBe('NL')
    expect(countryFor(context({}, undefined))).toBe('')
    expect(countryFor(context({}, 7))).toBe('')
  })
})
