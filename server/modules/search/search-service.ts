import 'server-only'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import type { ProductType } from '../catalog/catalog-types'
import { productPagePath } from '../catalog/product-path'
import { rememberSearchAnswer } from '../catalog/catalog-memo'
import { contentList, getBlocksQueue, type BlockView } from '../content/content-service'
import { BLOCK_QUEUES } from '../content/block-types'
import * as repo from './search-repository'
import { parseSearchInput, queryWords, toPrefixTsQuery, toTypoTsQuery, type SearchQuery } from './search-query'
import { closestPhrase, closestTitle, correctionsFor, exactCandidates, fold, foldedWords, titleVocabulary } from './search-typos'

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
  /** Only when nothing is found: catalogue words close to the input, or the closest title (absent = null). */
  didYouMean?: string | null
}

export interface PopularSearch {
  terms: Array<{ title: string; url: string }>
  highlightedBlocks: Array<Extract<BlockView, { __typename: 'HighlightedBlock' }>>
  /** Shown as popular coupons. */
  entities: GiftcardProductItem[]
}

/** Titles "did you mean" compares the input with: the most chosen ones holding a word near the input. */
const SUGGESTION_TITLES = 50

/**
 * The catalogue words near the input words (folded), as titleVocabulary has them: what typos are
 * corrected against, found through the trigram index instead of reading every title (with the
 * similarity threshold of server/db/session-settings.ts).
 */
async function nearVocabulary(db: Db, language: string, words: readonly string[]): Promise<Map<string, string>> {
  const found = await repo.findNearWords(db, {
    language, words, prefixes: [...new Set(words.flatMap(exactCandidates))],
  })
  return titleVocabulary(found)
}

/**
 * search_v1 (docs/rules/api.md): the shopper's storefront and language only; an empty group is left out. Words
 * the catalogue's titles do not hold are also tried as the title words they may be typos of.
 */
export async function searchV1(db: Db, shopper: ShopperContext, inputText: string, limit?: number | null): Promise<Result<SearchResult>> {
  const parsed = parseSearchInput(inputText, limit)
  if (!parsed.ok) return parsed
  // Catalogue and content only, by storefront and language: remembered like the listings
  // (catalog-memo.ts), so a search asked again (search as you type, a popular word) costs no query.
  const key = JSON.stringify(['search_v1', shopper.storefront.code, shopper.language, parsed.value.text, parsed.value.limit])
  return ok(await rememberSearchAnswer(db, key, () => findSearchAnswer(db, shopper, parsed.value)))
}

async function findSearchAnswer(db: Db, shopper: ShopperContext, parsed: SearchQuery): Promise<SearchResult> {
  const { text, prefixQuery } = parsed
  const storefront = shopper.storefront.code
  const words = queryWords(text)
  const folded = words.map(fold)
  const vocabulary = await nearVocabulary(db, shopper.language, folded)
  const corrections = correctionsFor(folded, new Set(vocabulary.keys()))
  const rows = await repo.findMatchingProducts(db, {
    storefront,
    language: shopper.language,
    query: toTypoTsQuery(words, corrections),
    exactQuery: prefixQuery,
    limit: parsed.limit,
  })
  const items = rows.map((row) => toItem(row, shopper))
  const moments = await matchingGivingMoments(db, shopper, text)
  const groups: SearchGroup[] = []
  if (items.length) groups.push({ groupType: 'GIFTCARD_PRODUCTS', items })
  if (moments.length) groups.push({ groupType: 'GIVING_MOMENTS_PAGES', items: moments })
  const total = (rows[0]?.total ?? 0) + moments.length
  const didYouMean = total === 0 ? await suggest(db, shopper, text, { words: folded, vocabulary }) : null
  return { groups, total, didYouMean }
}

/**
 * "Did you mean" for an empty result: the input's words as their closest catalogue words when that
 * phrase finds a product, else the title sharing the most (nearly) equal words with the input.
 */
async function suggest(
  db: Db, shopper: ShopperContext, text: string, searched: { words: string[]; vocabulary: Map<string, string> },
): Promise<string | null> {
  const words = foldedWords(text)
  const storefront = shopper.storefront.code
  // The search's own words (deduplicated, at most MAX_QUERY_WORDS) are usually these: no second look-up.
  const vocabulary = words.join(' ') === searched.words.join(' ')
    ? searched.vocabulary
    : await nearVocabulary(db, shopper.language, words)
  const phrase = closestPhrase(words, vocabulary)
  if (phrase !== null && fold(phrase) !== words.join(' ')) {
    const found = await repo.findMatchingProducts(db, {
      storefront, language: shopper.language, query: toPrefixTsQuery(phrase), exactQuery: null, limit: 1,
    })
    if (found.length) return phrase
  }
  const titles = await repo.findTitlesWithWords(db, storefront, shopper.language, [...vocabulary.values()], SUGGESTION_TITLES)
  return closestTitle(words, titles)
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

/** Suggestions for the empty search input (docs/rules/catalogue.md popular search data). */
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
    entities: coupons.map((row) => toItem(row, shopper)),
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
