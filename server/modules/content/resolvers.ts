import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { getBlocksQueue } from './content-service'

export const contentResolvers: Resolvers = {
  Query: {
    getBlocksQueue: async (_parent, { userData, queueID, filters }, ctx) =>
      toPayload(userData, { list: [] }, async (shopper) => getBlocksQueue(await ctx.db(), shopper, queueID, filters)),
  },
}
