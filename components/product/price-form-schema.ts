/**
 * The price form's rules (docs/rules/catalogue.md price rule via validation/price.ts): yup, loaded with them when the
 * shopper first uses the form (price-form.tsx), so browsing a product ships neither.
 */
import { boolean, object, string, type ObjectSchema } from 'yup'
import { parseAmount, validateAmount } from '@/validation/price'
import { CUSTOM_AMOUNT, QUANTITY_MESSAGE, messageProblem, quantityOf, type PriceFormValues, type VariationOption, type VariationType } from './price-form-model'

export function priceFormSchema(options: readonly VariationOption[]): ObjectSchema<PriceFormValues> {
  return object({
    variation: string<VariationType>().oneOf(options.map((option) => option.type)).required(),
    amount: string().required(),
    // A string like the field it validates: the rule parses it (decimal comma included) itself.
    customAmount: string().default('').test('price', function check(value) {
      const { variation, amount } = this.parent as { variation?: string; amount?: string }
      const rule = options.find((option) => option.type === variation)?.custom
      if (amount !== CUSTOM_AMOUNT || !rule) return true
      const error = validateAmount(parseAmount(value), rule)
      return error ? this.createError({ message: error.key }) : true
    }),
    quantity: string().required(QUANTITY_MESSAGE).test('quantity', QUANTITY_MESSAGE, (value) => quantityOf(value) !== null),
    /** '' is no wrapper. */
    wrapperId: string().default(''),
    /** Physical cards only; ignored for digital ones. */
    giftPacking: boolean().default(false),
    message: string().default('').test('message', function check(value) {
      const problem = messageProblem(value)
      return problem ? this.createError({ message: problem }) : true
    }),
  })
}

