import 'server-only'
import { makeExecutableSchema } from '@graphql-tools/schema'
import { typeDefs } from './type-defs.generated'
import { accountsResolvers } from '@/server/modules/accounts/resolvers'
import { commonResolvers } from '@/server/modules/common/resolvers'
import { cartResolvers } from '@/server/modules/cart/resolvers'
import { catalogResolvers } from '@/server/modules/catalog/resolvers'
import { contentResolvers } from '@/server/modules/content/resolvers'
import { locationsResolvers } from '@/server/modules/locations/resolvers'
import { redeemResolvers } from '@/server/modules/redeem/resolvers'
import { searchResolvers } from '@/server/modules/search/resolvers'
import { storefrontResolvers } from '@/server/modules/storefronts/resolvers'

/** One executable schema for the HTTP endpoint and the in-process server client alike. */
export const schema = makeExecutableSchema({
  typeDefs,
  resolvers: [commonResolvers, accountsResolvers, cartResolvers, catalogResolvers, contentResolvers, locationsResolvers, redeemResolvers, searchResolvers, storefrontResolvers],
  resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
})
