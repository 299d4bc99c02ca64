import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { toPayload } from '../common/payload'
import * as locations from './locations-service'

export const locationsResolvers: Resolvers = {
  Query: {
    productLocations: async (_parent, { userData, productSlug, bounds }, ctx) =>
      toPayload<locations.ProductLocations>(userData, { product: null, locations: [] }, async (shopper) =>
        locations.productLocations(await ctx.db(), shopper, productSlug, bounds)),
    location: async (_parent, { userData, productSlug, locationSlug }, ctx) =>
      toPayload<locations.SingleLocation>(userData, { product: null, location: null }, async (shopper) =>
        locations.productLocation(await ctx.db(), shopper, productSlug, locationSlug)),
    getLocationAddressSuggestions: async (_parent, { userData, filters, paging }, ctx) =>
      toPayload<locations.LocationSuggestions>(userData, { items: [], paging: null }, async (shopper) =>
        locations.locationAddressSuggestions(await ctx.db(), shopper, filters, paging)),
  },
}
