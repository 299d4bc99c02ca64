import { object, string } from 'yup'
import { cardNumberError, pinError } from './card-number'

export interface BalanceCheckValues {
  cardNumber: string
  pin: string
}

/** The balance check form's rules (docs/rules/redeem.md), with the validation message keys of card-number.ts. */
export const balanceCheckSchema = object({
  cardNumber: string().default('').test('card-number', (value, context) => {
    const error = cardNumberError(value ?? '')
    return error ? context.createError({ message: error }) : true
  }),
  pin: string().default('').test('pin', (value, context) => {
    const error = pinError(value ?? '')
    return error ? context.createError({ message: error }) : true
  }),
})
