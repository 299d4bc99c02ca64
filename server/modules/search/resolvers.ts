import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import { popularSearch, searchV1 } from './search-service'

export const searchResolvers: Resolvers = {
  Query: {
    search_v1: async (_parent, { userData, inputText, limit }, ctx) =>
      toPayload(userData, { groups: [], total: 0 }, async (shopper) => searchV1(await ctx.db(), shopper, inputText, limit)),
    popularSearch: async (_parent, { userData }, ctx) =>
      toPayload(userData, { terms: [], highlightedBlocks: [], entities: [] }, async (shopper) => popularSearch(await ctx.db(), shopper)),
  },
}
