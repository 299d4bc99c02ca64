import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { contentList, contentPage, getBlocksQueue } from './content-service'

export const contentResolvers: Resolvers = {
  Query: {
    getBlocksQueue: async (_parent, { userData, queueID, filters }, ctx) =>
      toPayload(userData, { list: [] }, async (shopper) => getBlocksQueue(await ctx.db(), shopper, queueID, filters)),
    contentPage: async (_parent, { userData, page }, ctx) =>
      toPayload(userData, { meta: null, blocks: [] }, async (shopper) => contentPage(await ctx.db(), shopper, page)),
    contentList: async (_parent, { userData, route }, ctx) =>
      toPayload(userData, { list: [] }, async (shopper) => contentList(await ctx.db(), shopper, route)),
  },
}
