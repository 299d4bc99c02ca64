/**
 * The catalogue targets of the growth mode (issue 26) on CBBE in Dutch, resolved on the running app:
 * paths and variables depend on the seeded scale (the listing's last page, the `products` middle page).
 * Pages the page cache serves (`cached: true`) are also measured on their first, uncached render.
 */
import { operationDocument } from './operations'
import { graphqlRequestBody } from './probe'
import { USER_DATA, type GraphqlClient } from './targets'

export interface GrowthTarget {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  /** Served from the page cache once rendered: also measured right after a revalidation. */
  cached: boolean
}

/** docs/rules/limits.md: 16 products per listing page, the page the server renders. */
const PER_PAGE = 16
const LISTING_FILTERS = { filterByProductType: ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'] }
/** A word of the catalogue (the core brand Pomme Store) and the same word with one letter dropped. */
export const SEARCH_WORD = 'pomme'
export const SEARCH_TYPO = 'pome'

interface ProductsAnswer {
  products?: { products?: Array<{ path?: string; isChoiceCard?: boolean }>; paging?: { totalPages?: number } | null }
}

export async function resolveGrowthTargets(graphql: GraphqlClient, sources: string[]): Promise<GrowthTarget[]> {
  const first = await graphql(
    'query ($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) { products(userData: $userData, filters: $filters, paging: $paging) { products { path isChoiceCard } paging { totalPages } } }',
    { userData: USER_DATA, filters: LISTING_FILTERS, paging: { itemsPerPage: PER_PAGE, pageNumber: 1 } },
  ) as ProductsAnswer
  const totalPages = first.products?.paging?.totalPages ?? 1
  const productPath = first.products?.products?.find((product) => !product.isChoiceCard)?.path
  const menu = await graphql('query ($userData: UserDataInput!) { categoryMenu(userData: $userData) { categories { path } } }', { userData: USER_DATA })
  const categoryPath = (menu.categoryMenu as { categories?: Array<{ path?: string }> } | undefined)?.categories?.[0]?.path
  if (!productPath || !categoryPath) throw new Error('no product or category to measure (was the catalogue seeded?)')

  const gql = (name: string, operation: string, variables: Record<string, unknown>): GrowthTarget => ({
    name, method: 'POST', path: '/api/graphql/', body: graphqlRequestBody(operationDocument(sources, operation), variables), cached: false,
  })
  return [
    { name: 'listing-first', method: 'GET', path: '/cadeaubonnen/', cached: true },
    { name: 'listing-last', method: 'GET', path: totalPages > 1 ? `/cadeaubonnen/${totalPages}/` : '/cadeaubonnen/', cached: true },
    { name: 'category', method: 'GET', path: categoryPath, cached: true },
    { name: 'product', method: 'GET', path: productPath, cached: true },
    { name: 'sitemap', method: 'GET', path: '/sitemap.xml', cached: true },
    gql('search', 'Search', { userData: USER_DATA, inputText: SEARCH_WORD }),
    gql('search-typo', 'Search', { userData: USER_DATA, inputText: SEARCH_TYPO }),
    gql('gql-products-middle', 'Products', { userData: USER_DATA, filters: LISTING_FILTERS, paging: { itemsPerPage: PER_PAGE, pageNumber: Math.max(1, Math.ceil(totalPages / 2)) } }),
    gql('gql-category-menu', 'CategoryMenu', { userData: USER_DATA }),
  ]
}
