import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { localizePath } from '@/i18n/localize'
import type { RouteName } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { productsBySlugs } from '../catalog/catalog-service'
import type { ProductView, TaxonomyFilter } from '../catalog/catalog-types'
import * as repo from './content-repository'
import type { HighlightedBlockData, MostChosenBlockData, RouteReference } from './block-types'

export const MAX_TOP_PRODUCTS = 2

export type BlockView =
  | { __typename: 'MostChosenBlock'; id: string; blockType: 'MOST_CHOSEN'; title: string; linkTitle: string; linkPath: string; topProducts: ProductView[]; products: ProductView[] }
  | { __typename: 'HighlightedBlock'; id: string; blockType: 'HIGHLIGHTED'; title: string; description: string; cardImage: string; backgroundImage: string; referencedPath: string; showHand: boolean }

/** getBlocksQueue (spec §7): the ordered blocks of a queue, optionally narrowed by taxonomy terms. */
export async function getBlocksQueue(
  db: Db,
  shopper: ShopperContext,
  queueId: string,
  filters: { filterByTaxonomy?: readonly TaxonomyFilter[] | null } | null | undefined,
): Promise<Result<{ list: BlockView[] }>> {
  if (!/^[a-z0-9-]{1,64}$/.test(queueId)) return fail(ERROR_CODES.INVALID_INPUT, 'queueID')
  const termIds: number[] = []
  for (const [index, filter] of (filters?.filterByTaxonomy ?? []).entries()) {
    for (const id of filter.termIds) {
      if (!/^\d{1,9}$/.test(id)) return fail(ERROR_CODES.INVALID_INPUT, `filters.filterByTaxonomy[${index}].termIds`)
      termIds.push(Number(id))
    }
  }
  const rows = await repo.findQueue(db, shopper.storefront.code, shopper.language, queueId, termIds)
  const list = await Promise.all(rows.map((row) => toBlockView(db, shopper, row)))
  return ok({ list: list.filter((block): block is BlockView => block !== null) })
}

async function toBlockView(db: Db, shopper: ShopperContext, row: repo.BlockRow): Promise<BlockView | null> {
  const id = String(row.id)
  switch (row.blockType) {
    case 'MOST_CHOSEN': {
      const data = row.data as unknown as MostChosenBlockData
      const [topProducts, products] = await Promise.all([
        productsBySlugs(db, shopper, data.topProductSlugs.slice(0, MAX_TOP_PRODUCTS)),
        productsBySlugs(db, shopper, data.productSlugs),
      ])
      return {
        __typename: 'MostChosenBlock', id, blockType: 'MOST_CHOSEN', title: data.title, linkTitle: data.linkTitle,
        linkPath: pathOf(shopper, { route: 'productListing' }), topProducts, products,
      }
    }
    case 'HIGHLIGHTED': {
      const data = row.data as unknown as HighlightedBlockData
      return {
        __typename: 'HighlightedBlock', id, blockType: 'HIGHLIGHTED', title: data.title, description: data.description,
        cardImage: data.cardImage, backgroundImage: data.backgroundImage, referencedPath: pathOf(shopper, data.reference), showHand: data.showHand,
      }
    }
    default:
      // A block kind this version cannot show is left out rather than failing the whole queue.
      return null
  }
}

function pathOf(shopper: ShopperContext, reference: RouteReference): string {
  return localizePath(reference.route as RouteName, reference.params ?? {}, shopper.language, shopper.storefront.defaultLanguage)
}
