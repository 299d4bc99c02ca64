import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { productsBySlugs } from '../catalog/catalog-service'
import { rememberCatalogAnswer } from '../catalog/catalog-memo'
import type { TaxonomyFilter } from '../catalog/catalog-types'
import * as repo from './content-repository'
import { CONTENT_ITEM_ROUTES, CONTENT_ROUTES, SLUG_ONLY_ROUTES, pageQueueId, type ContentRoute } from './block-types'
import { productSlugsOf, toBlockView, toPageMetaView, translationKeyOf, type BlockView, type ContentTranslationView, type PageMetaBlockView } from './block-views'
import { isContentSlug } from './content-text'

export type { BlockView } from './block-views'

type ContentBlockView = Exclude<BlockView, PageMetaBlockView>

export interface ContentPage {
  meta: PageMetaBlockView | null
  blocks: ContentBlockView[]
}

/** getBlocksQueue (docs/rules/api.md): the ordered blocks of a queue, optionally narrowed by taxonomy terms. */
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
  // Content and catalogue data only, so remembered like the listings (dropped with every invalidation).
  const key = JSON.stringify(['blocksQueue', shopper.storefront.code, shopper.language, queueId, termIds])
  return rememberCatalogAnswer(db, key, async () => {
    const rows = await repo.findQueue(db, shopper.storefront.code, shopper.language, queueId, termIds)
    return ok({ list: await toBlockViews(db, shopper, rows) })
  })
}

/**
 * contentPage: a content page's metadata and blocks (queue `page:<route>` or `page:<route>:<slug>`).
 * A page that does not exist is not an error: `meta` is null and the page answers 404.
 */
export async function contentPage(db: Db, shopper: ShopperContext, page: { route: string; slug?: string | null }): Promise<Result<ContentPage>> {
  const route = contentRoute(page.route)
  if (!route) return fail(ERROR_CODES.INVALID_INPUT, 'page.route')
  const slug = page.slug ?? null
  const listed = route in CONTENT_ITEM_ROUTES
  if (slug !== null && (!listed || !isContentSlug(slug))) return fail(ERROR_CODES.INVALID_INPUT, 'page.slug')
  if (slug === null && SLUG_ONLY_ROUTES.has(route)) return fail(ERROR_CODES.INVALID_INPUT, 'page.slug')

  const rows = await repo.findQueue(db, shopper.storefront.code, shopper.language, pageQueueId(route, slug), [])
  const metaRow = rows.find((row) => row.blockType === 'PAGE_META')
  const meta = metaRow ? toPageMetaView(metaRow, { slug, path: pagePath(shopper, route, slug) }) : null
  if (!meta) return ok({ meta: null, blocks: [] })
  const key = slug !== null ? translationKeyOf(metaRow!) : null
  if (key) meta.translations = await translationsOf(db, shopper, route, key)
  const blocks = await toBlockViews(db, shopper, rows.filter((row) => row.blockType !== 'PAGE_META'))
  return ok({ meta, blocks: blocks.filter((block): block is ContentBlockView => block.__typename !== 'PageMetaBlock') })
}

/** The page of an overview in the storefront's other languages (each with its own slug), where it exists there. */
async function translationsOf(db: Db, shopper: ShopperContext, route: ContentRoute, key: string): Promise<ContentTranslationView[]> {
  const prefix = `${pageQueueId(route)}:`
  const { storefront } = shopper
  const rows = await repo.findTranslatedPageMetas(db, storefront.code, shopper.language, prefix, key)
  const seen = new Set<string>()
  return rows.flatMap((row) => {
    const language = storefront.languages.find((candidate) => candidate === row.language)
    const slug = row.queueId.slice(prefix.length)
    if (!language || seen.has(language) || !isContentSlug(slug) || !toPageMetaView(row, { slug, path: '' })) return []
    seen.add(language)
    return [{ language, slug, path: pagePath({ ...shopper, language }, route, slug) }]
  })
}

/**
 * contentList: the pages of an overview (blog articles, giving-moments pages, business products,
 * landing and restaurant pages) with their metadata: newest date first, then by `order`, then by slug.
 */
export async function contentList(db: Db, shopper: ShopperContext, route: string): Promise<Result<{ list: PageMetaBlockView[] }>> {
  const overview = contentRoute(route)
  if (!overview || !(overview in CONTENT_ITEM_ROUTES)) return fail(ERROR_CODES.INVALID_INPUT, 'route')
  const prefix = `${pageQueueId(overview)}:`
  const rows = await repo.findPageMetas(db, shopper.storefront.code, shopper.language, prefix)
  const seen = new Set<string>()
  const list = rows.flatMap((row) => {
    const slug = row.queueId.slice(prefix.length)
    if (!isContentSlug(slug) || seen.has(slug)) return []
    seen.add(slug)
    return toPageMetaView(row, { slug, path: pagePath(shopper, overview, slug) }) ?? []
  })
  list.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.order - b.order || (a.slug ?? '').localeCompare(b.slug ?? ''))
  return ok({ list })
}

function contentRoute(value: string): ContentRoute | null {
  return (CONTENT_ROUTES as readonly string[]).includes(value) ? (value as ContentRoute) : null
}

function pagePath(shopper: ShopperContext, route: ContentRoute, slug: string | null): string {
  const { language, storefront } = shopper
  const item = slug !== null && route in CONTENT_ITEM_ROUTES ? CONTENT_ITEM_ROUTES[route as keyof typeof CONTENT_ITEM_ROUTES] : null
  return item
    ? localizePath(item.route, { [item.param]: slug ?? '' }, language, storefront.defaultLanguage)
    : localizePath(route, {}, language, storefront.defaultLanguage)
}

/** Maps rows to views, loading every referenced product of the rows in one query. */
async function toBlockViews(db: Db, shopper: ShopperContext, rows: readonly repo.BlockRow[]): Promise<BlockView[]> {
  const slugs = [...new Set(rows.flatMap(productSlugsOf))]
  const products = new Map((await productsBySlugs(db, shopper, slugs)).map((product) => [product.slug, product]))
  const ctx = { language: shopper.language, defaultLanguage: shopper.storefront.defaultLanguage, product: (slug: string) => products.get(slug) }
  return rows.flatMap((row) => {
    if (row.blockType === 'PAGE_META') return []
    return toBlockView(row, ctx) ?? []
  })
}
