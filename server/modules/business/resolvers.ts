import 'server-only'
import type { CurrencyCode } from '@/config/currencies'
import type { GraphQLContext } from '@/server/graphql/context'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { captchaVerifierFromEnv } from '@/server/services/captcha'
import type { BusinessRequestKind } from '@/validation/business'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import type { UserDataInput } from '../common/user-data'
import { loadBusinessProducts } from './business-products'
import { submitBusinessRequest, type BusinessRequestInput, type BusinessRequestReceipt } from './business-service'

type Range = { min: number; max: number } | null
type ProductView = { slug: string; title: string; digital: Range; physical: Range }

function submit(ctx: GraphQLContext, userData: UserDataInput, kind: BusinessRequestKind, input: BusinessRequestInput) {
  return toPayload<{ request: BusinessRequestReceipt | null }>(userData, { request: null }, async (shopper) => {
    const { clientIp, sessionToken, basketToken } = ctx.requestInfo
    const result = await submitBusinessRequest({ db: await ctx.db(), shopper, clientIp, sessionToken, basketToken, captcha: captchaVerifierFromEnv() }, kind, input)
    return result.ok ? ok({ request: result.value }) : result
  })
}

export const businessResolvers: Resolvers = {
  Query: {
    businessProducts: (_parent, { userData }, ctx) =>
      toPayload<{ products: ProductView[]; currency: CurrencyCode }>(userData, { products: [], currency: 'EUR' }, async (shopper) => {
        const products = await loadBusinessProducts(await ctx.db(), shopper)
        return ok({
          currency: shopper.storefront.currency,
          products: products.map((product) => ({ slug: product.slug, title: product.title, digital: product.DIGITAL, physical: product.PHYSICAL })),
        })
      }),
  },
  Mutation: {
    requestBusinessQuote: (_parent, { userData, input }, ctx) => submit(ctx, userData, 'QUOTE', input),
    placeBusinessInvoiceOrder: (_parent, { userData, input }, ctx) => submit(ctx, userData, 'INVOICE_ORDER', input),
  },
}
