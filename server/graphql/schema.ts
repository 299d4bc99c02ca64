import 'server-only'
import { makeExecutableSchema } from '@graphql-tools/schema'
import { typeDefs } from './type-defs.generated'
import { withInputLengthLimits } from './max-length'
import { accountsResolvers } from '@/server/modules/accounts/resolvers'
import { activationResolvers } from '@/server/modules/activation/resolvers'
import { cardDataResolvers } from '@/server/modules/card-data/resolvers'
import { businessResolvers } from '@/server/modules/business/resolvers'
import { doublerResolvers } from '@/server/modules/doubler/resolvers'
import { commonResolvers } from '@/server/modules/common/resolvers'
import { cartResolvers } from '@/server/modules/cart/resolvers'
import { ordersResolvers } from '@/server/modules/orders/resolvers'
import { paymentsResolvers } from '@/server/modules/payments/resolvers'
import { catalogResolvers } from '@/server/modules/catalog/resolvers'
import { contentResolvers } from '@/server/modules/content/resolvers'
import { locationsResolvers } from '@/server/modules/locations/resolvers'
import { redeemResolvers } from '@/server/modules/redeem/resolvers'
import { searchResolvers } from '@/server/modules/search/resolvers'
import { storefrontResolvers } from '@/server/modules/storefronts/resolvers'
import { walletResolvers } from '@/server/modules/wallet/resolvers'

/** One executable schema for the HTTP endpoint and the in-process server client alike, its input lengths bounded. */
export const schema = withInputLengthLimits(makeExecutableSchema({
  typeDefs,
  resolvers: [commonResolvers, accountsResolvers, activationResolvers, cartResolvers, ordersResolvers, paymentsResolvers, catalogResolvers, contentResolvers, locationsResolvers, redeemResolvers, searchResolvers, storefrontResolvers, doublerResolvers, cardDataResolvers, businessResolvers, walletResolvers],
  resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
}))
