import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import {
  CUSTOM_AMOUNT, amountAfterSwitch, chosenPrice, defaultValues, priceFormSchema, toVariationOptions, type PriceFormValues,
} from './price-form-model'

const eur = (value: number) => ({ currency: 'EUR', value })
const product = {
  variationsToShow: ['digital', 'physical'] as Array<'digital' | 'physical'>,
  digitalVariationConfig: {
    hasFixedPrices: false, fixedValues: [], pricesToShow: [eur(25), eur(50), eur(500)], minPrice: eur(10), maxPrice: eur(150),
  },
  physicalVariationConfig: {
    hasFixedPrices: true, fixedValues: [eur(2.95)], pricesToShow: [eur(2.95)], minPrice: eur(2.95), maxPrice: eur(2.95),
  },
}
const options = toVariationOptions(product)

describe('toVariationOptions', () => {
  it('offers fixed values as they are and a custom range with its suggestions inside the range', () => {
    expect(options).toEqual([
      { type: 'digital', currency: 'EUR', amounts: [25, 50], custom: { min: 10, max: 150, currency: 'EUR' } },
      { type: 'physical', currency: 'EUR', amounts: [2.95], custom: null },
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
    expect(values).toEqual({ variation: 'digital', amount: '25', customAmount: '', quantity: '1' })
    expect(errorsOf(values)).toEqual([])
    expect(chosenPrice(values, options)).toEqual({ amount: 25, quantity: 1, total: eur(25) })
  })

  it('checks a custom amount against the variation range (spec §5) with translation keys', () => {
    const custom = (customAmount: string) => ({ variation: 'digital' as const, amount: CUSTOM_AMOUNT, customAmount, quantity: '2' })
    expect(errorsOf(custom('5'))).toEqual(['customAmount:priceRange'])
    expect(errorsOf(custom('20,50'))).toEqual(['customAmount:priceNoDecimals'])
    expect(errorsOf(custom(''))).toEqual(['customAmount:required'])
    expect(errorsOf(custom('40'))).toEqual([])
    expect(chosenPrice(custom('40'), options)?.total).toEqual(eur(80))
    expect(chosenPrice(custom('5'), options)).toBeNull()
  })

  it('refuses quantities outside 1..99 and adds fixed cents exactly', () => {
    const pack = { variation: 'physical' as const, amount: '2.95', customAmount: '', quantity: '3' }
    expect(chosenPrice(pack, options)?.total).toEqual(eur(8.85))
    expect(errorsOf({ ...pack, quantity: '0' })).toEqual(['quantity:quantityRange'])
    expect(errorsOf({ ...pack, quantity: '100' })).toEqual(['quantity:quantityRange'])
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
