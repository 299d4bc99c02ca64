import 'server-only'
import { makeExecutableSchema } from '@graphql-tools/schema'
import { typeDefs } from './type-defs.generated'
import { commonResolvers } from '@/server/modules/common/resolvers'
import { catalogResolvers } from '@/server/modules/catalog/resolvers'
import { contentResolvers } from '@/server/modules/content/resolvers'
import { storefrontResolvers } from '@/server/modules/storefronts/resolvers'

/** One executable schema for the HTTP endpoint and the in-process server client alike. */
export const schema = makeExecutableSchema({
  typeDefs,
  resolvers: [commonResolvers, catalogResolvers, contentResolvers, storefrontResolvers],
  resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
})
