/**
 * Everything the bench measures, as data. Adding a target is one entry here: a page is probed, warmed,
 * load-tested at 50 connections (and at 10 for `p99At10`), its First Load JS measured and Lighthouse run
 * when flagged. A page that answers 404, or a GraphQL operation the schema does not know, is reported as
 * "not measurable yet (feature not built)" with `requires`; nothing is measured for it.
 *
 * All pages are requested on the CBBE storefront in Dutch (host `cbbe.localhost:<port>`); GraphQL
 * operations carry the same shopper context.
 */

/** The shopper context every GraphQL operation takes (docs/rules/api.md): CBBE, Belgium, Dutch. */
export const BENCH_STOREFRONT = { code: 'cbbe', storeID: 49, countryCode: 'BE', language: 'nl' } as const
export const USER_DATA = {
  language: BENCH_STOREFRONT.language,
  storeID: BENCH_STOREFRONT.storeID,
  countryCode: BENCH_STOREFRONT.countryCode,
  redeemToken: null,
}

/** The performance goals a target is judged against (see docs/performance.md "Goals" and goals.ts). */
export type GoalId =
  | 'page-throughput'
  | 'page-p99'
  | 'raw-http'
  | 'graphql-throughput'
  | 'cpu-per-request'
  | 'own-js'
  | 'first-load-js'
  | 'js-vs-home'
  | 'lighthouse-lcp'
  | 'lighthouse'

/** Asks the running app a GraphQL question (used to find paths that depend on seeded data). */
export type GraphqlClient = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>

interface BaseTarget {
  /** Short unique name, used in the report, the JSON and `--only`. */
  name: string
  /** What must exist before it can be measured; printed when it does not. */
  requires?: string
  goals?: GoalId[]
}

export interface PageTarget extends BaseTarget {
  kind: 'page'
  /** Shopper-facing path, or a function that finds it on the running app (null: cannot be found). */
  path: string | ((graphql: GraphqlClient) => Promise<string | null>)
  /** Load-test it (default true); checkout is only audited by Lighthouse. */
  load?: boolean
  /** Also measure at 10 connections, to compare its p99 with the static route's. */
  p99At10?: boolean
  firstLoadJs?: boolean
  lighthouse?: boolean
}

export interface GraphqlTarget extends BaseTarget {
  kind: 'graphql'
  /** An operation name of graphql/operations/*.graphql (fragments are added), or a whole document. */
  operation: { name: string } | { document: string }
  /** Fixed variables, or a function that finds them on the running app (null: cannot be found). */
  variables?: Record<string, unknown> | ((graphql: GraphqlClient) => Promise<Record<string, unknown> | null>)
  /** Mutations need the CSRF-prevention header. */
  mutation?: boolean
}

export type BenchTarget = PageTarget | GraphqlTarget

/** The product detail path of the first listed gift card (the API's `path`; the choice card has its own route). */
async function firstProductPath(graphql: GraphqlClient): Promise<string | null> {
  const data = await graphql(
    'query ($userData: UserDataInput!) { products(userData: $userData, filters: { filterByProductType: [GIFTCARD_DIGITAL, GIFTCARD_PHYSICAL] }, paging: { itemsPerPage: 16, pageNumber: 1 }) { products { path isChoiceCard } } }',
    { userData: USER_DATA },
  )
  const products = (data.products as { products?: Array<{ path?: string; isChoiceCard?: boolean }> } | undefined)?.products
  return products?.find((product) => !product.isChoiceCard)?.path ?? null
}

/** Adding the first listed digital card at its first suggested amount. */
async function addToBasketVariables(graphql: GraphqlClient): Promise<Record<string, unknown> | null> {
  const path = await firstProductPath(graphql)
  const slug = path?.split('/').filter(Boolean).at(-1)
  if (!slug) return null
  const data = await graphql(
    'query ($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) { product { digitalVariationConfig { id pricesToShow { value } } } } }',
    { userData: USER_DATA, slug },
  )
  const config = (data.product as { product?: { digitalVariationConfig?: { id: string; pricesToShow: Array<{ value: number }> } | null } | null } | undefined)?.product?.digitalVariationConfig
  if (!config) return null
  return { userData: USER_DATA, input: { variationId: config.id, amount: config.pricesToShow[0]!.value, quantity: 1 } }
}

/** The first category of the header menu. */
async function firstCategoryPath(graphql: GraphqlClient): Promise<string | null> {
  const data = await graphql('query ($userData: UserDataInput!) { categoryMenu(userData: $userData) { categories { path } } }', { userData: USER_DATA })
  const categories = (data.categoryMenu as { categories?: Array<{ path?: string }> } | undefined)?.categories
  return categories?.[0]?.path ?? null
}

export const TARGETS: BenchTarget[] = [
  {
    name: 'home',
    kind: 'page',
    path: '/',
    p99At10: true,
    firstLoadJs: true,
    lighthouse: true,
    goals: ['page-throughput', 'page-p99', 'raw-http', 'own-js', 'lighthouse-lcp', 'lighthouse'],
  },
  { name: 'listing', kind: 'page', path: '/cadeaubonnen/', p99At10: true, firstLoadJs: true, lighthouse: true, goals: ['page-throughput', 'page-p99', 'lighthouse-lcp', 'lighthouse'] },
  // Measured for comparison; the goals table has no row for them (docs/performance.md "Goals").
  { name: 'listing-page-2', kind: 'page', path: '/cadeaubonnen/2/', p99At10: true },
  {
    name: 'category',
    kind: 'page',
    path: firstCategoryPath,
    p99At10: true,
    firstLoadJs: true,
    requires: 'category page (/categorie/<url>/)',
  },
  {
    name: 'product',
    kind: 'page',
    path: firstProductPath,
    p99At10: true,
    firstLoadJs: true,
    lighthouse: true,
    requires: 'product detail page (/cadeaubonnen/<product>/)',
    goals: ['page-throughput', 'page-p99', 'js-vs-home', 'lighthouse-lcp', 'lighthouse'],
  },
  // The balance check (i18n/pathnames.ts `balanceCheck`, Dutch path): audited and weighed, not load-tested.
  {
    name: 'balance-check',
    kind: 'page',
    path: '/saldocheck/',
    load: false,
    firstLoadJs: true,
    lighthouse: true,
    requires: 'balance check page (/saldocheck/)',
    goals: ['first-load-js', 'lighthouse-lcp', 'lighthouse'],
  },
  { name: 'checkout', kind: 'page', path: '/bestellen/', load: false, firstLoadJs: true, lighthouse: true, requires: 'checkout page (/bestellen/)', goals: ['lighthouse-lcp', 'lighthouse'] },
  {
    name: 'gql-products',
    kind: 'graphql',
    operation: { name: 'Products' },
    variables: { userData: USER_DATA, filters: { filterByProductType: ['GIFTCARD_DIGITAL', 'GIFTCARD_PHYSICAL'] }, paging: { itemsPerPage: 16, pageNumber: 1 } },
    goals: ['graphql-throughput'],
  },
  { name: 'gql-blocks-queue', kind: 'graphql', operation: { name: 'BlocksQueue' }, variables: { userData: USER_DATA, queueID: 'home', filters: null } },
  { name: 'gql-category-menu', kind: 'graphql', operation: { name: 'CategoryMenu' }, variables: { userData: USER_DATA } },
  { name: 'gql-store-data', kind: 'graphql', operation: { name: 'StoreData' }, variables: { userData: USER_DATA } },
  { name: 'gql-search', kind: 'graphql', operation: { name: 'Search' }, variables: { userData: USER_DATA, inputText: 'pomme' }, goals: ['cpu-per-request'] },
  // Without a basket cookie: the basket lookup and its empty answer (every request is a new visitor).
  { name: 'gql-cart', kind: 'graphql', operation: { name: 'Cart' }, variables: { userData: USER_DATA } },
  // Every request is a new visitor, so each creates a basket with one card: a write-heavy mutation.
  { name: 'gql-add-to-basket', kind: 'graphql', mutation: true, operation: { name: 'AddToCart' }, variables: addToBasketVariables, goals: ['cpu-per-request'] },
]

/**
 * The same server's cheapest routes. The static route is the first candidate that answers 200: the
 * static page `/bench-static/` (the storefront's proxy and layout, no data), which the page goals are
 * judged against; else the card art route handler, which Next.js prerenders at build time
 * (force-static, `x-nextjs-cache: HIT`) and serves from its prerender cache. When both answer, the
 * card art route is measured too, as a second baseline whose share is printed beside each verdict.
 */
export const STATIC_ROUTE_CANDIDATES = ['/bench-static/', '/card-art/pomme-store/']
export const TRIVIAL_GRAPHQL = '{ ping }'
