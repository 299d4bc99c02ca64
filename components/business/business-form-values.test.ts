import { describe, expect, it } from 'vitest'
import { businessRequestInput, emptyLine, type BusinessFormValues } from './business-form-values'

const values: BusinessFormValues = {
  companyName: 'Brouwerij De Vos', firstName: 'Els', lastName: 'Peeters', email: 'els@devos.be', phoneNumber: '+32 470 12 34 56',
  vatNumber: '', companyRegistrationNumber: ' ', referenceNumber: 'PO-77', remark: '',
  cards: [{ productSlug: 'bolero-books', deliveryType: 'PHYSICAL', amount: '37,5', quantity: ' 13 ', message: '' }],
  address: { street: 'Kerkstraat', houseNumber: '7', suffix: '', addressLine2: 'Gebouw B', postCode: '9000', city: 'Gent', countryCode: 'BE' },
}

describe('the business form values', () => {
  it('send empty optional texts as null, amounts and quantities as numbers', () => {
    const input = businessRequestInput(values, 'QUOTE', 'token-1')
    expect(input).toMatchObject({ vatNumber: null, companyRegistrationNumber: null, referenceNumber: 'PO-77', remark: null, address: null, captchaToken: 'token-1' })
    expect(input.cards).toEqual([{ productSlug: 'bolero-books', deliveryType: 'PHYSICAL', amount: 37.5, quantity: 13, message: null }])
  })

  it('send the address only with an order on invoice', () => {
    expect(businessRequestInput(values, 'INVOICE_ORDER', 't').address).toEqual({ street: 'Kerkstraat', houseNumber: '7', suffix: null, addressLine2: 'Gebouw B', postCode: '9000', city: 'Gent' })
  })

  it('start a line with the delivery the product has', () => {
    expect(emptyLine({ slug: 'paper-only', title: 'Paper', digital: null, physical: { min: 5, max: 150 } }).deliveryType).toBe('PHYSICAL')
    expect(emptyLine(undefined)).toEqual({ productSlug: '', deliveryType: 'DIGITAL', amount: '', quantity: '', message: '' })
  })
})
