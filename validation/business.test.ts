import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './fields'
import { BUSINESS_MAX_LINES, businessAmountRange, createBusinessRequestSchema, toBusinessRequestValues, type BusinessSchemaOptions } from './business'

const products = {
  'pomme-store': { DIGITAL: { min: 10, max: 250 }, PHYSICAL: { min: 10, max: 250 } },
  'horizonte-travel': { DIGITAL: { min: 50, max: 500 }, PHYSICAL: null },
}
const options = (overrides: Partial<BusinessSchemaOptions> = {}): BusinessSchemaOptions => ({ kind: 'QUOTE', countryCode: 'BE', currency: 'EUR', products, ...overrides })
const line = (overrides: Record<string, unknown> = {}) => ({ productSlug: 'pomme-store', deliveryType: 'DIGITAL', amount: '50', quantity: '10', message: '', ...overrides })
const request = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Acme BV', firstName: 'Sofie', lastName: 'Peeters', email: 'sofie@acme.example', phoneNumber: '+32 470 12 34 56',
  vatNumber: '', companyRegistrationNumber: '', referenceNumber: '', remark: '', cards: [line()], ...overrides,
})

/** Every broken field with its message, as the form and the server see them. */
function errorsOf(value: unknown, schemaOptions = options()): Record<string, string> {
  try {
    createBusinessRequestSchema(schemaOptions).validateSync(value, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', String(inner.message)]))
  }
}

/** Every broken field with its first message and the values that message is filled with. */
function issuesOf(value: unknown, schemaOptions = options()): Record<string, { message: string; params: Record<string, unknown> }> {
  try {
    createBusinessRequestSchema(schemaOptions).validateSync(value, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const picked = (params: Record<string, unknown> = {}) => Object.fromEntries(['min', 'max', 'currency'].filter((key) => key in params).map((key) => [key, params[key]]))
    return Object.fromEntries(error.inner.toReversed().map((inner) => [inner.path ?? '', { message: String(inner.message), params: picked(inner.params) }]))
  }
}

const invoice = options({ kind: 'INVOICE_ORDER' })
const invoiceAddress = { street: 'Kerkstraat', houseNumber: '12', suffix: '', postCode: '9000', city: 'Gent' }
const invoiceRequest = (overrides: Record<string, unknown> = {}) =>
  request({ vatNumber: 'BE0123456789', companyRegistrationNumber: '0123456789', referenceNumber: 'PO-7781', address: invoiceAddress, ...overrides })

describe('business request rules', () => {
  it('accepts a complete quote request and yields numbers for amounts and quantities', () => {
    expect(errorsOf(request())).toEqual({})
    const valid = createBusinessRequestSchema(options()).validateSync(request({ cards: [line({ amount: '75', quantity: ' 3 ' })] }))
    expect(toBusinessRequestValues(valid).cards[0]).toMatchObject({ amount: 75, quantity: 3, deliveryType: 'DIGITAL' })
  })

  it('requires company, contact names, e-mail and phone, each with its own message', () => {
    expect(errorsOf(request({ companyName: '', firstName: '', lastName: '', email: '', phoneNumber: '' }))).toEqual({
      companyName: 'companyNameRequired', firstName: 'firstNameRequired', lastName: 'lastNameRequired', email: 'emailRequired', phoneNumber: 'phoneRequired',
    })
    expect(errorsOf(request({ email: 'sofie@', phoneNumber: '12' }))).toEqual({ email: 'emailInvalid', phoneNumber: 'phoneInvalid' })
  })

  it('applies the generic rules: not only whitespace, no emoji, ASCII codes', () => {
    expect(errorsOf(request({ companyName: '   ', remark: '  ' }))).toEqual({ companyName: 'notOnlyWhitespace', remark: 'notOnlyWhitespace' })
    expect(errorsOf(request({ companyName: 'Acme 🎁' }))).toEqual({ companyName: 'noEmoji' })
    expect(errorsOf(request({ referenceNumber: 'Kostenplaats-ÉÉN' }))).toEqual({ referenceNumber: 'asciiOnly' })
    expect(errorsOf(request({ referenceNumber: 'A'.repeat(21) }))).toEqual({ referenceNumber: 'length1to20' })
  })

  it('needs the VAT and company registration numbers, the reference and the company address for an invoice order only', () => {
    const invoice = options({ kind: 'INVOICE_ORDER' })
    expect(errorsOf(request(), invoice)).toEqual({
      vatNumber: 'vatRequired', companyRegistrationNumber: 'companyRegistrationRequired', referenceNumber: 'referenceRequired',
      'address.street': 'streetRequired', 'address.houseNumber': 'houseNumberRequired', 'address.postCode': 'postcodeRequired', 'address.city': 'cityRequired',
    })
    const address = { street: 'Kerkstraat', houseNumber: '12', suffix: '', postCode: '9000', city: 'Gent' }
    expect(errorsOf(request({ vatNumber: 'BE0123456789', companyRegistrationNumber: '0123456789', referenceNumber: 'PO-7781', address }), invoice)).toEqual({})
    // A quote may leave the reference out.
    expect(errorsOf(request({ referenceNumber: '' }))).toEqual({})
    // The address is in the storefront's country, in its postcode format.
    expect(errorsOf(request({ vatNumber: 'BE0123456789', companyRegistrationNumber: '0123456789', referenceNumber: 'PO-7781', address: { ...address, postCode: '90000' } }), invoice))
      .toEqual({ 'address.postCode': 'postcodeInvalid' })
    expect(errorsOf(request({ vatNumber: 'BE0123456789', companyRegistrationNumber: '0123456789', referenceNumber: 'PO-7781', address: { ...address, countryCode: 'NL' } }), invoice))
      .toMatchObject({ 'address.countryCode': 'countryRequired' })
    // A quote takes no address: whatever is sent is dropped, not judged.
    const quote = createBusinessRequestSchema(options()).validateSync(request({ address: { street: '' } }), { stripUnknown: true })
    expect(toBusinessRequestValues(quote).address).toBeNull()
    expect(errorsOf(request({ vatNumber: 'BE12' }), invoice)).toMatchObject({ vatNumber: 'vatInvalid' })
    // A quote may leave them out, but what is given must be valid.
    expect(errorsOf(request({ vatNumber: 'BE12' }))).toEqual({ vatNumber: 'vatInvalid' })
  })

  it('checks each card line: product, delivery, amount within the product range, whole quantity', () => {
    expect(errorsOf(request({ cards: [] }))).toEqual({ cards: 'businessCardsRequired' })
    expect(errorsOf(request({ cards: Array.from({ length: BUSINESS_MAX_LINES + 1 }, () => line()) }))).toEqual({ cards: 'businessTooManyCards' })
    expect(errorsOf(request({ cards: [line({ productSlug: '' })] }))).toEqual({ 'cards[0].productSlug': 'businessProductRequired' })
    expect(errorsOf(request({ cards: [line({ productSlug: 'no-such-card' })] }))).toEqual({ 'cards[0].productSlug': 'businessProductUnknown' })
    expect(errorsOf(request({ cards: [line({ productSlug: 'horizonte-travel', deliveryType: 'PHYSICAL', amount: '100' })] }))).toEqual({ 'cards[0].deliveryType': 'businessDeliveryUnavailable' })
    expect(errorsOf(request({ cards: [line({ amount: '' })] }))).toEqual({ 'cards[0].amount': 'businessAmountRequired' })
    expect(errorsOf(request({ cards: [line({ amount: '9' }), line({ amount: '251' }), line({ amount: '10' }), line({ amount: '250' })] }))).toEqual({
      'cards[0].amount': 'businessAmountRange', 'cards[1].amount': 'businessAmountRange',
    })
    expect(errorsOf(request({ cards: [line({ amount: '25,50' })] }))).toEqual({ 'cards[0].amount': 'businessAmountDecimals' })
    expect(errorsOf(request({ cards: [line({ quantity: '' }), line({ quantity: '0' }), line({ quantity: '2.5' }), line({ quantity: '2147483648' }), line({ quantity: '2147483647' })] }))).toEqual({
      'cards[0].quantity': 'businessQuantityRequired', 'cards[1].quantity': 'businessQuantityInvalid', 'cards[2].quantity': 'businessQuantityInvalid', 'cards[3].quantity': 'integerTooLarge',
    })
  })

  it('keeps an invoice order to the order\'s 50 cards (docs/rules/errors.md 2030); a quote may ask for more', () => {
    const invoice = options({ kind: 'INVOICE_ORDER' })
    const complete = { vatNumber: 'BE0123456789', companyRegistrationNumber: '0123456789', referenceNumber: 'PO-7781', address: { street: 'Kerkstraat', houseNumber: '12', postCode: '9000', city: 'Gent' } }
    expect(errorsOf(request({ ...complete, cards: [line({ quantity: '30' }), line({ quantity: '20' })] }), invoice)).toEqual({})
    expect(errorsOf(request({ ...complete, cards: [line({ quantity: '30' }), line({ quantity: '21' })] }), invoice)).toEqual({ cards: 'businessCardLimit' })
    expect(errorsOf(request({ cards: [line({ quantity: '30' }), line({ quantity: '21' })] }))).toEqual({})
  })

  it('checks the optional message on the cards with the personal note rules', () => {
    expect(errorsOf(request({ cards: [line({ message: 'Thank you for a great year' })] }))).toEqual({})
    expect(errorsOf(request({ cards: [line({ message: 'x'.repeat(151) })] }))).toEqual({ 'cards[0].message': 'noteLength' })
    expect(errorsOf(request({ cards: [line({ message: 'Bravo 🎉' })] }))).toEqual({ 'cards[0].message': 'noteEmoji' })
    expect(errorsOf(request({ cards: [line({ message: '   ' })] }))).toEqual({ 'cards[0].message': 'notOnlyWhitespace' })
  })

  it('gives the range in the error params', () => {
    try {
      createBusinessRequestSchema(options()).validateSync(request({ cards: [line({ amount: '5' })] }), { abortEarly: false })
      expect.unreachable()
    } catch (error) {
      expect((error as ValidationError).inner[0]!.params).toMatchObject({ min: 10, max: 250, currency: 'EUR' })
    }
  })
})

describe('Poland: the business range of docs/rules/limits.md (50 to 2000 zł) for every product', () => {
  it('replaces the product range on CBPL only', () => {
    expect(businessAmountRange('CBPL', { min: 10, max: 250 })).toEqual({ min: 50, max: 2000 })
    expect(businessAmountRange('CBBE', { min: 10, max: 250 })).toEqual({ min: 10, max: 250 })
  })

  it('accepts 50 and 2000 zł and refuses 49 and 2001 zł', () => {
    const range = businessAmountRange('CBPL', { min: 10, max: 250 })
    const pl = options({ countryCode: 'PL', currency: 'PLN', products: { 'pomme-store': { DIGITAL: range, PHYSICAL: range } } })
    const plRequest = (amounts: string[]) => request({ phoneNumber: '+48 22 123 45 67', cards: amounts.map((amount) => line({ amount })) })
    expect(errorsOf(plRequest(['50', '2000', '1000']), pl)).toEqual({})
    expect(errorsOf(plRequest(['49', '2001']), pl)).toEqual({ 'cards[0].amount': 'businessAmountRange', 'cards[1].amount': 'businessAmountRange' })
  })
})

describe('business request rules at their edges', () => {
  it('treats a field that was not sent as empty: required where required, empty in the stored values otherwise', () => {
    expect(errorsOf({ cards: [{}] })).toEqual({
      companyName: 'companyNameRequired', firstName: 'firstNameRequired', lastName: 'lastNameRequired', email: 'emailRequired', phoneNumber: 'phoneRequired',
      'cards[0].productSlug': 'businessProductRequired', 'cards[0].amount': 'businessAmountRequired', 'cards[0].quantity': 'businessQuantityRequired',
    })
    expect(errorsOf({ ...request(), vatNumber: undefined, companyRegistrationNumber: undefined }, invoice)).toMatchObject({
      vatNumber: 'vatRequired', companyRegistrationNumber: 'companyRegistrationRequired',
    })
    const { vatNumber: _vat, companyRegistrationNumber: _registration, referenceNumber: _reference, remark: _remark, ...sparse } = request({ cards: [{ productSlug: 'pomme-store', amount: '50', quantity: '2' }] })
    const stored = toBusinessRequestValues(createBusinessRequestSchema(options()).validateSync(sparse))
    expect(stored).toMatchObject({ vatNumber: '', companyRegistrationNumber: '', referenceNumber: '', remark: '' })
    expect(stored.cards).toEqual([{ productSlug: 'pomme-store', deliveryType: 'DIGITAL', amount: 50, quantity: 2, message: '' }])
  })

  it('refuses whitespace and non-ASCII in the VAT and registration numbers, also on a quote', () => {
    expect(errorsOf(request({ vatNumber: '   ', companyRegistrationNumber: '  ' }))).toEqual({ vatNumber: 'notOnlyWhitespace', companyRegistrationNumber: 'notOnlyWhitespace' })
    expect(errorsOf(invoiceRequest({ vatNumber: ' ', companyRegistrationNumber: ' ' }), invoice)).toEqual({ vatNumber: 'notOnlyWhitespace', companyRegistrationNumber: 'notOnlyWhitespace' })
    expect(errorsOf(request({ vatNumber: 'BÉ0123456789', companyRegistrationNumber: '0123456789Ü' }))).toEqual({ vatNumber: 'asciiOnly', companyRegistrationNumber: 'asciiOnly' })
    expect(issuesOf(request({ companyRegistrationNumber: '1'.repeat(21) }))).toEqual({ companyRegistrationNumber: { message: 'length1to20', params: { min: 1, max: 20 } } })
    expect(errorsOf(request({ companyRegistrationNumber: '1'.repeat(20), referenceNumber: 'K' }))).toEqual({})
  })

  it('keeps names, company and e-mail to their lengths and one line; the remark may span lines', () => {
    expect(errorsOf(request({ companyName: 'A'.repeat(COMPANY_MAX_LENGTH), firstName: 'S'.repeat(NAME_MAX_LENGTH) }))).toEqual({})
    expect(issuesOf(request({ companyName: 'A'.repeat(COMPANY_MAX_LENGTH + 1), firstName: 'S'.repeat(NAME_MAX_LENGTH + 1), lastName: 'P'.repeat(NAME_MAX_LENGTH + 1) }))).toEqual({
      companyName: { message: 'tooLong', params: { max: 100 } }, firstName: { message: 'tooLong', params: { max: 50 } }, lastName: { message: 'tooLong', params: { max: 50 } },
    })
    // A well-formed address of 255 characters: only its length is wrong.
    const longEmail = `sofie@${['a', 'b', 'c'].map((letter) => letter.repeat(63)).join('.')}.${'d'.repeat(EMAIL_MAX_LENGTH - 205)}.example`
    expect(longEmail).toHaveLength(255)
    expect(issuesOf(request({ email: longEmail }))).toEqual({ email: { message: 'tooLong', params: { max: 254 } } })
    expect(errorsOf(request({ remark: 'Twenty cards for our staff.\nPlease call first.' }))).toEqual({})
    expect(errorsOf(request({ companyName: 'Acme\nBV', remark: 'Call\u0007 first' }))).toEqual({ companyName: 'invalidCharacters', remark: 'invalidCharacters' })
    expect(errorsOf(request({ remark: 'x'.repeat(1000) }))).toEqual({})
    expect(errorsOf(request({ remark: 'x'.repeat(1001) }))).toEqual({ remark: 'tooLong' })
  })

  it('reads the product of a line without its surrounding spaces, for the product, the delivery and the amount', () => {
    expect(errorsOf(request({ cards: [line({ productSlug: ' pomme-store ' })] }))).toEqual({})
    expect(errorsOf(request({ cards: [line({ productSlug: ' horizonte-travel ', deliveryType: 'PHYSICAL', amount: '100' })] }))).toEqual({ 'cards[0].deliveryType': 'businessDeliveryUnavailable' })
    expect(issuesOf(request({ cards: [line({ productSlug: ' horizonte-travel ', amount: '49' })] }))).toEqual({
      'cards[0].amount': { message: 'businessAmountRange', params: { min: 50, max: 500, currency: 'EUR' } },
    })
    expect(errorsOf(request({ cards: [line({ deliveryType: 'EXPRESS' })] }))).toEqual({ 'cards[0].deliveryType': 'businessDeliveryUnavailable' })
  })

  it('takes amounts and quantities sent as numbers, and a quantity of 1', () => {
    expect(errorsOf(request({ cards: [line({ amount: 75, quantity: 1 }), line({ quantity: '1' })] }))).toEqual({})
    expect(errorsOf(request({ cards: [line({ amount: 9, quantity: 0 }), line({ amount: true, quantity: ' ' })] }))).toEqual({
      'cards[0].amount': 'businessAmountRange', 'cards[0].quantity': 'businessQuantityInvalid',
      'cards[1].amount': 'businessAmountRequired', 'cards[1].quantity': 'businessQuantityRequired',
    })
    expect(issuesOf(request({ cards: [line({ quantity: '2147483648' })] }))).toEqual({ 'cards[0].quantity': { message: 'integerTooLarge', params: { max: 2147483647 } } })
  })

  it('counts the cards of an invoice order from whole quantities only, spaces allowed, and names the limit', () => {
    expect(issuesOf(invoiceRequest({ cards: [line({ quantity: ' 30 ' }), line({ quantity: ' 21' })] }), invoice)).toEqual({ cards: { message: 'businessCardLimit', params: { max: 50 } } })
    // A quantity that is not a whole number has its own error and adds nothing to the count.
    expect(errorsOf(invoiceRequest({ cards: [line({ quantity: '50' }), line({ quantity: 'x5' }), line({ quantity: '5x' })] }), invoice)).toEqual({
      'cards[1].quantity': 'businessQuantityInvalid', 'cards[2].quantity': 'businessQuantityInvalid',
    })
  })

  it('stores the company address of a valid invoice order, and only an address that is an object', () => {
    const valid = createBusinessRequestSchema(invoice).validateSync(invoiceRequest())
    expect(toBusinessRequestValues(valid).address).toMatchObject({ street: 'Kerkstraat', houseNumber: '12', postCode: '9000', city: 'Gent', countryCode: 'BE' })
    expect(toBusinessRequestValues({ ...valid, address: 'Kerkstraat 12, 9000 Gent' }).address).toBeNull()
  })
})
