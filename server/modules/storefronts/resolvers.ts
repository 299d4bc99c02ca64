import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { ok } from '../common/result'
import { toPayload } from '../common/payload'
import { storeData, type StoreDataView } from './store-data'

export const storefrontResolvers: Resolvers = {
  Query: {
    storeData: async (_parent, { userData }) =>
      toPayload<{ storeData: StoreDataView | null }>(userData, { storeData: null }, async (shopper) => ok({ storeData: await storeData(shopper) })),
  },
}
