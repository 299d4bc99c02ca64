import { describe, expect, it } from 'vitest'
import { array, number, object, string } from 'yup'
import { ERROR_CODES } from '@/graphql/error-codes'
import { validateWith } from './validate-with'

const schema = object({
  name: string().required('nameRequired'),
  city: string().test('blank', 'notOnlyWhitespace', (value) => !value || value.trim() !== ''),
  note: string().max(150, 'noteLength'),
  cards: array(object({ message: string().default('none'), amount: number().max(500.5, 'businessAmountRange') })).default([]),
})

describe('validateWith', () => {
  it('answers each broken field with its code, the parameter it shows at, and the bounds its text names', () => {
    const result = validateWith(schema, { name: '', city: '  ', note: 'x'.repeat(151), cards: [{ amount: 600 }] }, 'input.')
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: ERROR_CODES.FIELD_REQUIRED, parameter: 'input.name', values: {} },
        { code: ERROR_CODES.TEXT_ONLY_WHITESPACE, parameter: 'input.city', values: {} },
        { code: ERROR_CODES.NOTE_LENGTH, parameter: 'input.note', values: { max: 150 } },
        { code: ERROR_CODES.BUSINESS_AMOUNT_RANGE, parameter: 'input.cards[0].amount', values: { max: 500.5 } },
      ],
    })
  })

  it('reads a GraphQL null as absent at any depth, so defaults apply and nothing is refused for it', () => {
    const result = validateWith(schema, { name: 'Ann', note: null, cards: [{ message: null, amount: 12.34 }] })
    expect(result).toEqual({ ok: true, value: { name: 'Ann', cards: [{ message: 'none', amount: 12.34 }] } })
  })

  it('falls back to the invalid-field code for a message it does not know', () => {
    const strict = object({ code: string().matches(/^\d+$/, 'codeDigits') })
    expect(validateWith(strict, { code: 'A1' })).toEqual({ ok: false, errors: [{ code: ERROR_CODES.FIELD_INVALID, parameter: 'code', values: {} }] })
  })
})
