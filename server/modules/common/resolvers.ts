import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'

export const commonResolvers: Resolvers = {
  Query: { ping: () => 'pong' },
  Mutation: { ping: () => 'pong' },
}
