import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { ok } from '../common/result'
import { toPayload } from '../common/payload'
import * as catalog from './catalog-service'
import { categoryMenu } from './category-menu'

export const catalogResolvers: Resolvers = {
  Query: {
    products: async (_parent, { userData, filters, paging }, ctx) =>
      toPayload(userData, { products: [], paging: null }, async (shopper) =>
        catalog.listProducts(await ctx.db(), shopper, filters, paging)),
    taxonomy: async (_parent, { userData, vocabulary }, ctx) =>
      toPayload(userData, { terms: [] }, async (shopper) =>
        ok({ terms: await catalog.listTerms(await ctx.db(), shopper, vocabulary) })),
    categoryMenu: async (_parent, { userData }, ctx) =>
      toPayload(userData, { categories: [] }, async (shopper) =>
        ok({ categories: await categoryMenu(await ctx.db(), shopper) })),
  },
}
