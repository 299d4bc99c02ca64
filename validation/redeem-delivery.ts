/**
 * docs/rules/redeem.md "in redeem, guest delivery modal": where the physical cards of a redeem order go, and the
 * e-mail address that hears about it. The postal rules are the checkout's (postcode per country,
 * street, house number, city, country); the e-mail is typed twice (docs/rules/validation.md confirm e-mail). Shared by
 * the guest order form and the redeem order service. Client-safe and pure.
 */
import type { InferType } from 'yup'
import { digitalDeliveryAddressSchema, physicalDeliveryAddressSchema } from './address'

export const redeemDeliveryAddressSchema = physicalDeliveryAddressSchema.concat(digitalDeliveryAddressSchema.pick(['email', 'confirmEmail']))

export type RedeemDeliveryAddress = InferType<typeof redeemDeliveryAddressSchema>
