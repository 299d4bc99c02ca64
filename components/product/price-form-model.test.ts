import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { priceFormSchema } from './price-form-schema'
import {
  CUSTOM_AMOUNT, amountAfterSwitch, chosenPrice, defaultValues, messageProblem, toAddToCartInput, toVariationOptions,
  wrapperChoices, type PriceFormValues,
} from './price-form-model'

const eur = (value: number) => ({ currency: 'EUR', value })
const product = {
  variationsToShow: ['digital', 'physical'] as Array<'digital' | 'physical'>,
  digitalVariationConfig: {
    id: '11', hasFixedPrices: false, fixedValues: [], pricesToShow: [eur(25), eur(50), eur(500)], minPrice: eur(10), maxPrice: eur(150),
  },
  physicalVariationConfig: {
    hasFixedPrices: true, fixedValues: [eur(2.95)], pricesToShow: [eur(2.95)], minPrice: eur(2.95), maxPrice: eur(2.95),
  },
}
const options = toVariationOptions(product)

describe('toVariationOptions', () => {
  it('offers fixed values as they are and a custom range with its suggestions inside the range', () => {
    expect(options).toEqual([
      { type: 'digital', variationId: '11', currency: 'EUR', amounts: [25, 50], custom: { min: 10, max: 150, currency: 'EUR' } },
      { type: 'physical', variationId: null, currency: 'EUR', amounts: [2.95], custom: null },
    ])
  })
})

describe('price form', () => {
  const schema = priceFormSchema(options)
  const errorsOf = (values: PriceFormValues) => {
    try {
      schema.validateSync(values, { abortEarly: false })
      return []
    } catch (error) {
      return error instanceof ValidationError ? error.inner.map((inner) => `${inner.path}:${inner.message}`) : [String(error)]
    }
  }

  it('starts valid on the first variation and amount', () => {
    const values = defaultValues(options)
    expect(values).toEqual({ variation: 'digital', amount: '25', customAmount: '', quantity: '1', wrapperId: '', giftPacking: false, message: '' })
    expect(errorsOf(values)).toEqual([])
    expect(chosenPrice(values, options)).toEqual({ amount: 25, quantity: 1, total: eur(25) })
  })

  it('checks a custom amount against the variation range (docs/rules/catalogue.md) with translation keys', () => {
    const custom = (customAmount: string) => ({ ...defaultValues(options), amount: CUSTOM_AMOUNT, customAmount, quantity: '2' })
    expect(errorsOf(custom('5'))).toEqual(['customAmount:priceRange'])
    expect(errorsOf(custom('20,50'))).toEqual(['customAmount:priceNoDecimals'])
    expect(errorsOf(custom(''))).toEqual(['customAmount:required'])
    expect(errorsOf(custom('40'))).toEqual([])
    expect(chosenPrice(custom('40'), options)?.total).toEqual(eur(80))
    expect(chosenPrice(custom('5'), options)).toBeNull()
  })

  it('refuses quantities outside 1..20 and adds fixed cents exactly', () => {
    const pack = { ...defaultValues(options), variation: 'physical' as const, amount: '2.95', quantity: '3' }
    expect(chosenPrice(pack, options)?.total).toEqual(eur(8.85))
    expect(errorsOf({ ...pack, quantity: '0' })).toEqual(['quantity:quantityRange'])
    expect(errorsOf({ ...pack, quantity: '21' })).toEqual(['quantity:quantityRange'])
    expect(errorsOf({ ...pack, quantity: '20' })).toEqual([])
    expect(chosenPrice({ ...pack, quantity: '1.5' }, options)).toBeNull()
  })

  it('keeps the amount when the other variation sells it, else takes its first amount', () => {
    const [digital, physical] = options
    expect(amountAfterSwitch(physical, '25')).toBe('2.95')
    expect(amountAfterSwitch(digital, '25')).toBe('25')
    expect(amountAfterSwitch(digital, CUSTOM_AMOUNT)).toBe(CUSTOM_AMOUNT)
    expect(amountAfterSwitch(physical, CUSTOM_AMOUNT)).toBe('2.95')
  })
})

describe('personal message (docs/rules/catalogue.md: 1 to 150 characters, no emoji, optional)', () => {
  it('accepts no message and plain text up to 150 characters, accents included', () => {
    expect(messageProblem('')).toBeNull()
    expect(messageProblem('Gefeliciteerd, Zoë!')).toBeNull()
    expect(messageProblem('é'.repeat(150))).toBeNull()
  })

  it('refuses longer text, only spaces and emoji', () => {
    expect(messageProblem('a'.repeat(151))).toBe('noteLength')
    expect(messageProblem('   ')).toBe('noteEmpty')
    expect(messageProblem('Happy birthday 🎉')).toBe('noteEmoji')
    expect(messageProblem('Love ❤️')).toBe('noteEmoji')
  })
})

describe('toAddToCartInput', () => {
  it('sends the variation, whole amount, quantity and extras; gift packing only for physical cards', () => {
    const values = { ...defaultValues(options), amount: CUSTOM_AMOUNT, customAmount: '40', quantity: '3', wrapperId: 'birthday-digital', giftPacking: true, message: ' Hi! ' }
    expect(toAddToCartInput(values, options)).toEqual({ variationId: '11', amount: 40, quantity: 3, wrapperId: 'birthday-digital', giftPacking: false, message: 'Hi!' })
    expect(toAddToCartInput({ ...values, wrapperId: '', message: '' }, options)).toEqual({ variationId: '11', amount: 40, quantity: 3, wrapperId: null, giftPacking: false, message: null })
  })

  it('is null while the choice breaks a rule or the variation has no id', () => {
    expect(toAddToCartInput({ ...defaultValues(options), quantity: '0' }, options)).toBeNull()
    expect(toAddToCartInput({ ...defaultValues(options), variation: 'physical', amount: '2.95' }, options)).toBeNull()
  })
})

describe('wrapperChoices', () => {
  it('prices the designs of config/charges in the currency', () => {
    const choices = wrapperChoices('EUR')
    expect(choices.find((choice) => choice.id === 'birthday')).toEqual({ id: 'birthday', type: 'physical', price: 1.95 })
    expect(choices.find((choice) => choice.id === 'festive-digital')).toEqual({ id: 'festive-digital', type: 'digital', price: 0 })
  })
})
