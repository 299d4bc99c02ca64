import 'server-only'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import type { ProductType } from '../catalog/catalog-types'
import { productPagePath } from '../catalog/product-path'
import { contentList, getBlocksQueue, type BlockView } from '../content/content-service'
import { BLOCK_QUEUES } from '../content/block-types'
import * as repo from './search-repository'
import { MIN_SIMILARITY_LENGTH, parseSearchInput } from './search-query'

/** Popular coupons shown beside the popular terms. */
export const POPULAR_COUPON_COUNT = 4

export interface GiftcardProductItem {
  __typename: 'GiftcardProductSearchItem'
  id: string
  path: string
  title: string
  description: string
  backgroundColor: string
  image: { url: string; alt: string }
  showShadow: boolean
  productType: ProductType
  label: { color: string; icon: string | null; title: string } | null
}

export interface GivingMomentItem {
  __typename: 'GivingMomentSearchItem'
  id: string
  path: string
  title: string
  heroTitle: string | null
  backgroundColor: string | null
  image: { url: string; alt: string } | null
}

export type SearchGroup =
  | { groupType: 'GIFTCARD_PRODUCTS'; items: GiftcardProductItem[] }
  | { groupType: 'GIVING_MOMENTS_PAGES'; items: GivingMomentItem[] }

export interface SearchResult {
  groups: SearchGroup[]
  total: number
}

export interface PopularSearch {
  terms: Array<{ title: string; url: string }>
  highlightedBlocks: Array<Extract<BlockView, { __typename: 'HighlightedBlock' }>>
  coupons: GiftcardProductItem[]
}

/** search_v1 (spec §7): the shopper's storefront and language only; an empty group is left out. */
export async function searchV1(db: Db, shopper: ShopperContext, inputText: string, limit?: number | null): Promise<Result<SearchResult>> {
  const parsed = parseSearchInput(inputText, limit)
  if (!parsed.ok) return parsed
  const { text, prefixQuery } = parsed.value
  const rows = await repo.findMatchingProducts(db, {
    storefront: shopper.storefront.code,
    language: shopper.language,
    prefixQuery,
    similarityText: [...text].length >= MIN_SIMILARITY_LENGTH ? text : null,
    limit: parsed.value.limit,
  })
  const items = rows.map((row) => toItem(row, shopper))
  const moments = await matchingGivingMoments(db, shopper, text)
  const groups: SearchGroup[] = []
  if (items.length) groups.push({ groupType: 'GIFTCARD_PRODUCTS', items })
  if (moments.length) groups.push({ groupType: 'GIVING_MOMENTS_PAGES', items: moments })
  return ok({ groups, total: (rows[0]?.total ?? 0) + moments.length })
}

/**
 * Giving-moments pages whose title (falling back to the hero title) contains every word of the input,
 * ignoring case and accents. A storefront has a handful of these pages, so matching their titles in
 * memory beats an index.
 */
async function matchingGivingMoments(db: Db, shopper: ShopperContext, text: string): Promise<GivingMomentItem[]> {
  const pages = await contentList(db, shopper, 'givingMoments')
  if (!pages.ok) return []
  const words = fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  if (words.length === 0) return []
  return pages.value.list.flatMap((page) => {
    const title = page.title || page.heroTitle || ''
    const haystack = fold(`${title} ${page.heroTitle ?? ''}`)
    if (!words.every((word) => haystack.includes(word))) return []
    return [{
      __typename: 'GivingMomentSearchItem' as const,
      id: page.id,
      path: page.path,
      title,
      heroTitle: page.heroTitle,
      backgroundColor: page.backgroundColor,
      image: page.image ? { url: page.image.url, alt: page.image.alt } : null,
    }]
  })
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Suggestions for the empty search input (spec §3 popular search data). */
export async function popularSearch(db: Db, shopper: ShopperContext): Promise<Result<PopularSearch>> {
  const { storefront, language } = shopper
  const [terms, blocks, coupons] = await Promise.all([
    repo.findPopularTerms(db, storefront.code, language),
    getBlocksQueue(db, shopper, BLOCK_QUEUES.searchHighlighted, null),
    repo.findLabelledProducts(db, storefront.code, language, POPULAR_COUPON_COUNT),
  ])
  if (!blocks.ok) return blocks
  const searchPath = localizePath('search', {}, language, storefront.defaultLanguage)
  return ok({
    terms: terms.map((term) => ({ title: term.title, url: toTermUrl(term.url, searchPath) })),
    highlightedBlocks: blocks.value.list.filter((block) => block.__typename === 'HighlightedBlock'),
    coupons: coupons.map((row) => toItem(row, shopper)),
  })
}

/**
 * Stored term links are language-neutral ("/?s=wellness"); they become the localized results page
 * ("/fr/recherche/?s=spa"). Any other link is kept as stored.
 */
export function toTermUrl(stored: string, searchPath: string): string {
  const url = new URL(stored, 'http://term.invalid')
  const text = url.searchParams.get('s')
  if (url.origin !== 'http://term.invalid' || url.pathname !== '/' || text === null) return stored
  return `${searchPath}?${new URLSearchParams({ s: text }).toString()}`
}

function toItem(row: Omit<repo.ProductMatch, 'total'>, shopper: ShopperContext): GiftcardProductItem {
  const { language, storefront } = shopper
  return {
    __typename: 'GiftcardProductSearchItem',
    id: String(row.id),
    path: productPagePath(row, language, storefront),
    title: row.title,
    description: row.description,
    backgroundColor: row.backgroundColor,
    image: { url: row.image, alt: row.title },
    showShadow: row.showShadow,
    productType: row.productType as ProductType,
    label: row.label ? { color: row.label.color, icon: row.label.icon, title: row.label.title[language] ?? '' } : null,
  }
}
