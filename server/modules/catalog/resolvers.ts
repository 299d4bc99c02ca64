import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { ok } from '../common/result'
import { toPayload } from '../common/payload'
import * as catalog from './catalog-service'
import { categoryMenu } from './category-menu'
import type { ProductView } from './catalog-types'

type ProductResult = { product: ProductView | null }

export const catalogResolvers: Resolvers = {
  Query: {
    products: async (_parent, { userData, filters, paging }, ctx) =>
      toPayload(userData, { products: [], paging: null }, async (shopper) =>
        catalog.listProducts(await ctx.db(), shopper, filters, paging)),
    taxonomy: async (_parent, { userData, vocabulary }, ctx) =>
      toPayload(userData, { terms: [] }, async (shopper) =>
        ok({ terms: await catalog.listTerms(await ctx.db(), shopper, vocabulary) })),
    product: async (_parent, { userData, slug }, ctx) =>
      toPayload<ProductResult>(userData, { product: null }, async (shopper) => catalog.productBySlug(await ctx.db(), shopper, slug)),
    choiceCard: async (_parent, { userData }, ctx) =>
      toPayload<ProductResult>(userData, { product: null }, async (shopper) => catalog.choiceCard(await ctx.db(), shopper)),
    categoryMenu: async (_parent, { userData }, ctx) =>
      toPayload(userData, { categories: [] }, async (shopper) =>
        ok({ categories: await categoryMenu(await ctx.db(), shopper) })),
  },
}
