/**
 * The rules of the checkout's information step (docs/rules/validation.md): the shared billing address rules (name,
 * postal address with the country's postcode format, required phone, the business fields for
 * business orders), the buyer's e-mail typed twice, accepted terms, and a valid password when a guest
 * asks for an account. Messages are keys of the `validation` namespace. Pure and client-safe.
 * The order service validates placeOrder with this same schema, so the API takes no order the form
 * would refuse.
 */
import { boolean, string, type InferType } from 'yup'
import { PASSWORD_BOUNDS, passwordProblem } from '@/validation/account'
import { createBillingAddressSchema, digitalDeliveryAddressSchema } from '@/validation/address'

export const informationSchema = createBillingAddressSchema({ phoneRequired: true }).concat(digitalDeliveryAddressSchema.pick(['email', 'confirmEmail'])).shape({
  acceptTerms: boolean().default(false).oneOf([true], 'termsRequired'),
  createAccount: boolean().default(false),
  password: string().default('').test('password', 'passwordRequired', function check(value) {
    if (!(this.parent as Record<string, unknown>).createAccount) return true
    const problem = passwordProblem(value ?? '')
    return problem ? this.createError({ message: problem, params: PASSWORD_BOUNDS }) : true
  }),
})

export type InformationValues = Omit<InferType<typeof informationSchema>, 'customerType'> & { customerType: 'PRIVATE' | 'BUSINESS' }
