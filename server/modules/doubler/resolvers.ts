import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { captchaVerifierFromEnv } from '@/server/services/captcha'
import { toMoney } from '../common/money'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import { resolveUserData } from '../common/user-data'
import { doublerCreditCap, enterDoublerDraw, nextDraw } from './doubler-service'

type EntryView = { drawMonth: string; drawAt: string; cardNumberEnds: string[]; productSlug: string | null }

export const doublerResolvers: Resolvers = {
  Query: {
    doublerDraw: (_parent, { userData }) => {
      const { drawMonth, drawAt } = nextDraw()
      const shopper = resolveUserData(userData)
      const currency = shopper.ok ? shopper.value.storefront.currency : 'EUR'
      return { drawMonth, drawAt: drawAt.toISOString(), creditCap: toMoney(doublerCreditCap(currency), currency) }
    },
  },
  Mutation: {
    enterDoublerDraw: (_parent, { userData, input }, ctx) =>
      toPayload<{ entry: EntryView | null }>(userData, { entry: null }, async (shopper) => {
        const result = await enterDoublerDraw(
          { db: await ctx.db(), shopper, clientIp: ctx.requestInfo.clientIp, captcha: captchaVerifierFromEnv() },
          input,
        )
        if (!result.ok) return result
        return ok({ entry: { ...result.value, drawAt: result.value.drawAt.toISOString() } })
      }),
  },
}
