import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import { cardWalletLinks, type CardWalletLinks } from './wallet-service'

export const walletResolvers: Resolvers = {
  Query: {
    cardWallet: (_parent, { userData, token }, ctx) =>
      toPayload<{ wallet: CardWalletLinks | null }>(userData, { wallet: null }, async (shopper) => {
        const result = await cardWalletLinks(await ctx.db(), shopper, token)
        return result.ok ? ok({ wallet: result.value }) : result
      }),
  },
}
