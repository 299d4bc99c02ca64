import { describe, expect, it } from 'vitest'
import type { FieldValues, ResolverOptions } from 'react-hook-form'
import { array, number, object, string } from 'yup'
import { fieldResolver, messageValuesOf } from './field-resolver'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues> as never

describe('fieldResolver', () => {
  const schema = object({
    name: string().trim().default('').required('required').max(5, 'tooLong'),
    amount: string().default('').test({ name: 'range', message: 'priceRange', params: { min: { currency: 'EUR', value: 10 }, max: { currency: 'EUR', value: 250 } }, test: (value) => value !== '7' }),
    lines: array(object({ quantity: number().typeError('quantityInvalid').max(49, 'tooMany') })).default([]),
  })
  const resolve = (values: Record<string, unknown>) => fieldResolver(schema)(values as never, undefined, options)

  it('answers the checked values (trimmed, defaults filled) and no errors when every rule holds', async () => {
    expect(await resolve({ name: ' Lotte ', amount: '12' })).toEqual({ values: { name: 'Lotte', amount: '12', lines: [] }, errors: {} })
  })

  it('keeps with each error the bounds its rule names, money included, and none of yup\'s other params', async () => {
    const { errors } = await resolve({ name: 'Lotte Peeters', amount: '7', lines: [{ quantity: 3 }, { quantity: 50 }] })
    expect(errors).toEqual({
      name: { type: 'max', message: 'tooLong', values: { max: 5 }, ref: undefined },
      amount: { type: 'range', message: 'priceRange', values: { min: { currency: 'EUR', value: 10 }, max: { currency: 'EUR', value: 250 } }, ref: undefined },
      lines: [undefined, { quantity: { type: 'max', message: 'tooMany', values: { max: 49 }, ref: undefined } }],
    })
  })

  it('gives each field its first broken rule only', async () => {
    const { errors } = await resolve({ name: '', amount: '12' })
    expect(errors).toEqual({ name: { type: 'required', message: 'required', values: {}, ref: undefined } })
  })
})

describe('messageValuesOf', () => {
  it('takes min, max and currency when they are numbers, texts or money', () => {
    expect(messageValuesOf({ min: 1, max: '20', currency: 'PLN', path: 'x', value: 'y', label: 'z' })).toEqual({ min: 1, max: '20', currency: 'PLN' })
    expect(messageValuesOf({ min: { currency: 'SEK', value: 100 } })).toEqual({ min: { currency: 'SEK', value: 100 } })
    expect(messageValuesOf({ min: null, max: { value: 3 }, currency: undefined })).toEqual({})
    expect(messageValuesOf(undefined)).toEqual({})
  })
})
