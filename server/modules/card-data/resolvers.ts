import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toMoney, type MoneyView } from '../common/money'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import { readCardData } from './card-data-service'

type Money = MoneyView
type CardDataGraph = {
  productTitle: string; productSlug: string; productImage: string; backgroundColor: string; isChoiceCard: boolean
  amount: Money; balance: Money; expiresAt: string; state: string; cardNumber: string; pin: string; linkExpiresAt: string; explanationPdfUrl: string | null
}

export const cardDataResolvers: Resolvers = {
  Query: {
    cardData: (_parent, { userData, token }, ctx) =>
      toPayload<{ card: CardDataGraph | null }>(userData, { card: null }, async (shopper) => {
        const result = await readCardData(await ctx.db(), shopper, token)
        if (!result.ok) return result
        const { initialAmount, balance, currency, expiresAt, linkExpiresAt, ...card } = result.value
        return ok({
          card: {
            ...card,
            amount: toMoney(initialAmount, currency),
            balance: toMoney(balance, currency),
            expiresAt: expiresAt.toISOString(),
            linkExpiresAt: linkExpiresAt.toISOString(),
          },
        })
      }),
  },
}
