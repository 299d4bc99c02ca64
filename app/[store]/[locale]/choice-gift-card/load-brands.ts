import 'server-only'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { ProductsDocument } from '@/graphql/generated/operations'
import type { ChoiceCardBrand } from '@/components/product/choice-card-brands'
import { REDEEM_PRODUCT_TYPES } from '../_lib/listing'
import type { PageContext } from '../_lib/page-context'

/** The largest page the products query gives (its MAX_ITEMS_PER_PAGE): the fewest calls for the whole list. */
const PAGE_SIZE = 100

/**
 * docs/rules/catalogue.md brands modal: every brand the choice gift card can be swapped for, which is what the
 * redeem shop sells (its gift cards and donations) without the choice card itself, by title.
 */
export async function loadChoiceCardBrands(context: PageContext, choiceCardId: string): Promise<ChoiceCardBrand[]> {
  const page = (pageNumber: number) => cachedCatalogQuery(context.shopper, ProductsDocument, {
    filters: { filterByProductType: REDEEM_PRODUCT_TYPES },
    paging: { itemsPerPage: PAGE_SIZE, pageNumber },
  })
  const first = await page(1)
  const totalPages = first.products.paging?.totalPages ?? 1
  const rest = await Promise.all(Array.from({ length: totalPages - 1 }, (_, index) => page(index + 2)))
  const collator = new Intl.Collator(context.locale)
  return [first, ...rest]
    .flatMap((data) => data.products.products)
    .filter((product) => product.id !== choiceCardId)
    .map(({ id, title, path }) => ({ id, title, path }))
    .sort((a, b) => collator.compare(a.title, b.title))
}
