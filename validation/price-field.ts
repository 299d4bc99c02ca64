/**
 * The custom amount's rule (price.ts) as a yup field, for the forms and the server that judge it
 * with yup. Apart from price.ts so that code using only the rule (the product page) loads no yup.
 */
import { number } from 'yup'
import { PRICE_MESSAGES, parseAmount, validateAmount, type AmountRule } from './price'

/**
 * The yup field of a custom amount: accepts what an input holds (a string) and yields the whole
 * amount; the error message is the key of `validateAmount`'s first broken rule.
 */
export function amountSchema(rule: AmountRule) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      const amount = parseAmount(original)
      // undefined rather than null/NaN so that yup's own type check never answers before our rule.
      return amount === null || Number.isNaN(amount) ? undefined : amount
    })
    // The rule reads the original input: the transformed value cannot tell "empty" from "not a number".
    .test('amount', PRICE_MESSAGES.range, function check() {
      const error = validateAmount(parseAmount(this.originalValue), rule)
      return error ? this.createError({ message: error.key, params: error.values }) : true
    })
}
