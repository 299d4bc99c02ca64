import 'server-only'
import type { ProductView } from '../catalog/catalog-types'
import {
  colour, emailLink, image, images, isContentSlug, isoDate, link, oneLine, optionalText, paragraphs, phoneLink, plainText, routePath,
  type ImageView, type LinkView, type PathResolver,
} from './content-text'

/** How many top products the home "Most chosen" block shows at most (docs/rules/limits.md). */
export const MAX_TOP_PRODUCTS = 2

interface BlockBase { id: string }

export type MostChosenBlockView = BlockBase & { __typename: 'MostChosenBlock'; blockType: 'MOST_CHOSEN'; title: string; linkTitle: string; linkPath: string; topProducts: ProductView[]; products: ProductView[] }
export type HighlightedBlockView = BlockBase & { __typename: 'HighlightedBlock'; blockType: 'HIGHLIGHTED'; title: string; description: string; cardImage: string; backgroundImage: string; referencedPath: string; showHand: boolean }
export type BlogBlockView = BlockBase & { __typename: 'BlogBlock'; blockType: 'BLOG_BLOCK'; title: string; excerpt: string; image: ImageView | null; path: string; date: string }
export type ColoredBlockView = BlockBase & { __typename: 'ColoredBlock'; blockType: 'COLORED'; title: string; paragraphs: string[]; backgroundColor: string | null; link: LinkView | null }
export type FaqBlockView = BlockBase & { __typename: 'FaqBlock'; blockType: 'FAQ'; title: string; items: Array<{ question: string; answer: string }> }
export type ContactBlockView = BlockBase & { __typename: 'ContactBlock'; blockType: 'CONTACT'; title: string; phone: LinkView | null; email: LinkView | null; hours: string[]; address: string[] }
export type ImageBodyBlockView = BlockBase & { __typename: 'ImageBodyBlock'; blockType: 'IMAGE_BODY'; title: string; paragraphs: string[]; image: ImageView | null; imagePosition: 'left' | 'right'; link: LinkView | null }
export type ProductReferenceBlockView = BlockBase & { __typename: 'ProductReferenceBlock'; blockType: 'PRODUCT_REFERENCE'; text: string | null; product: ProductView }
export type TestimonialBlockView = BlockBase & { __typename: 'TestimonialBlock'; blockType: 'TESTIMONIAL'; quote: string; author: string; role: string | null }
export type TitleBlockView = BlockBase & { __typename: 'TitleBlock'; blockType: 'TITLE' | 'TITLE_SUBTITLE'; title: string; subtitle: string | null; level: number }
export type TitleWithImagesBlockView = BlockBase & { __typename: 'TitleWithImagesBlock'; blockType: 'TITLE_WITH_IMAGES'; title: string; images: ImageView[] }
export type WithHandBlockView = BlockBase & { __typename: 'WithHandBlock'; blockType: 'WITH_HAND'; title: string; paragraphs: string[]; image: ImageView | null; showHand: boolean; backgroundColor: string | null; link: LinkView | null }
export type InfoMessageBlockView = BlockBase & { __typename: 'InfoMessageBlock'; blockType: 'INFO_MESSAGE'; text: string }
/** The same content page in another language of the storefront. */
export interface ContentTranslationView { language: string; slug: string; path: string }
export type PageMetaBlockView = BlockBase & {
  __typename: 'PageMetaBlock'; blockType: 'PAGE_META'; slug: string | null; path: string; title: string; heroTitle: string | null
  description: string; keywords: string[]; noindex: boolean; backgroundColor: string | null; image: ImageView | null; date: string | null; order: number
  /** Filled for a page of an overview (an article, a moment…) whose other-language versions are known. */
  translations: ContentTranslationView[]
}

export type BlockView =
  | MostChosenBlockView | HighlightedBlockView | BlogBlockView | ColoredBlockView | ContactBlockView | FaqBlockView | ImageBodyBlockView
  | ProductReferenceBlockView | TestimonialBlockView | TitleBlockView | TitleWithImagesBlockView | WithHandBlockView | PageMetaBlockView
  | InfoMessageBlockView

export interface BlockRowLike {
  id: number
  blockType: string
  data: Record<string, unknown>
}

export interface MappingContext extends PathResolver {
  /** Products already loaded for the slugs of productSlugsOf(). */
  product: (slug: string) => ProductView | undefined
}

/** Slugs a block needs products for, so a whole queue loads its products in one query. */
export function productSlugsOf(row: BlockRowLike): string[] {
  const data = row.data
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])
  if (row.blockType === 'MOST_CHOSEN') return [...strings(data.topProductSlugs).slice(0, MAX_TOP_PRODUCTS), ...strings(data.productSlugs)]
  if (row.blockType === 'PRODUCT_REFERENCE' && typeof data.productSlug === 'string') return [data.productSlug]
  return []
}

/**
 * One stored block as the API shows it, or null when the block is of a kind this version cannot show
 * or lacks what it needs (a title, a known product): one broken block never fails the whole page.
 */
export function toBlockView(row: BlockRowLike, ctx: MappingContext): Exclude<BlockView, PageMetaBlockView> | null {
  const id = String(row.id)
  const d = row.data
  switch (row.blockType) {
    case 'MOST_CHOSEN': {
      const products = (slugs: unknown) => (Array.isArray(slugs) ? slugs : []).flatMap((slug) => ctx.product(String(slug)) ?? [])
      return {
        __typename: 'MostChosenBlock', id, blockType: 'MOST_CHOSEN', title: plainText(d.title), linkTitle: plainText(d.linkTitle),
        linkPath: routePath({ route: 'productListing' }, ctx) ?? '/',
        topProducts: products((Array.isArray(d.topProductSlugs) ? d.topProductSlugs : []).slice(0, MAX_TOP_PRODUCTS)),
        products: products(d.productSlugs),
      }
    }
    case 'HIGHLIGHTED': {
      const referencedPath = routePath(d.reference, ctx)
      if (!referencedPath) return null
      return {
        __typename: 'HighlightedBlock', id, blockType: 'HIGHLIGHTED', title: plainText(d.title), description: plainText(d.description),
        cardImage: image({ url: d.cardImage })?.url ?? '', backgroundImage: image({ url: d.backgroundImage })?.url ?? '', referencedPath, showHand: d.showHand === true,
      }
    }
    case 'BLOG_BLOCK': {
      const title = plainText(d.title)
      const date = isoDate(d.date)
      if (!title || !date || !isContentSlug(d.articlePath)) return null
      const path = routePath({ route: 'blogArticle', params: { path: d.articlePath } }, ctx)
      if (!path) return null
      return { __typename: 'BlogBlock', id, blockType: 'BLOG_BLOCK', title, excerpt: plainText(d.excerpt), image: image(d.image), path, date }
    }
    case 'COLORED': {
      const title = plainText(d.title)
      if (!title) return null
      return { __typename: 'ColoredBlock', id, blockType: 'COLORED', title, paragraphs: paragraphs(d.paragraphs), backgroundColor: colour(d.backgroundColor), link: link(d.link, ctx) }
    }
    case 'CONTACT': {
      const view: ContactBlockView = {
        __typename: 'ContactBlock', id, blockType: 'CONTACT', title: plainText(d.title), phone: phoneLink(d.phone), email: emailLink(d.email),
        hours: paragraphs(d.hours), address: paragraphs(d.address),
      }
      return view.phone || view.email || view.address.length ? view : null
    }
    case 'FAQ': {
      // A question without its answer (or the reverse) says nothing: both or neither.
      const items = (Array.isArray(d.items) ? d.items : [])
        .map((item: unknown) => (typeof item === 'object' && item !== null ? item as Record<string, unknown> : {}))
        .map((item) => ({ question: plainText(item.question), answer: plainText(item.answer) }))
        .filter((item) => item.question && item.answer)
      return items.length > 0 ? { __typename: 'FaqBlock', id, blockType: 'FAQ', title: plainText(d.title), items } : null
    }
    case 'IMAGE_BODY': {
      const body = paragraphs(d.paragraphs)
      const picture = image(d.image)
      if (!body.length && !picture) return null
      return {
        __typename: 'ImageBodyBlock', id, blockType: 'IMAGE_BODY', title: plainText(d.title), paragraphs: body, image: picture,
        imagePosition: d.imagePosition === 'left' ? 'left' : 'right', link: link(d.link, ctx),
      }
    }
    case 'PRODUCT_REFERENCE': {
      const product = typeof d.productSlug === 'string' ? ctx.product(d.productSlug) : undefined
      if (!product) return null
      return { __typename: 'ProductReferenceBlock', id, blockType: 'PRODUCT_REFERENCE', text: optionalText(d.text), product }
    }
    case 'TESTIMONIAL': {
      const quote = plainText(d.quote)
      if (!quote) return null
      return { __typename: 'TestimonialBlock', id, blockType: 'TESTIMONIAL', quote, author: plainText(d.author), role: optionalText(d.role) }
    }
    case 'TITLE':
    case 'TITLE_SUBTITLE': {
      const title = plainText(d.title)
      if (!title) return null
      const level = typeof d.level === 'number' && Number.isInteger(d.level) ? Math.min(4, Math.max(2, d.level)) : 2
      return { __typename: 'TitleBlock', id, blockType: row.blockType, title, subtitle: row.blockType === 'TITLE' ? null : optionalText(d.subtitle), level }
    }
    case 'TITLE_WITH_IMAGES': {
      const title = plainText(d.title)
      if (!title) return null
      return { __typename: 'TitleWithImagesBlock', id, blockType: 'TITLE_WITH_IMAGES', title, images: images(d.images) }
    }
    case 'WITH_HAND': {
      const title = plainText(d.title)
      if (!title) return null
      return {
        __typename: 'WithHandBlock', id, blockType: 'WITH_HAND', title, paragraphs: paragraphs(d.paragraphs), image: image(d.image),
        showHand: d.showHand === true, backgroundColor: colour(d.backgroundColor), link: link(d.link, ctx),
      }
    }
    case 'INFO_MESSAGE': {
      // One line under the header bar: line breaks an editor typed become spaces.
      const text = oneLine(d.text)
      return text ? { __typename: 'InfoMessageBlock', id, blockType: 'INFO_MESSAGE', text } : null
    }
    default:
      return null
  }
}

/**
 * A page's metadata from its PAGE_META block; `path` is the page's own public path. The title falls
 * back to the heroTitle (giving-moments pages, docs/rules/catalogue.md); without either the page does not exist.
 */
export function toPageMetaView(row: BlockRowLike, page: { slug: string | null; path: string }): PageMetaBlockView | null {
  const d = row.data
  const heroTitle = optionalText(d.heroTitle)
  const title = plainText(d.title) || heroTitle
  if (!title) return null
  return {
    __typename: 'PageMetaBlock', id: String(row.id), blockType: 'PAGE_META', slug: page.slug, path: page.path, title, heroTitle,
    description: plainText(d.description), keywords: keywordsOf(d.keywords), noindex: d.noindex === true, backgroundColor: colour(d.backgroundColor),
    image: image(d.image), date: isoDate(d.date), order: typeof d.order === 'number' && Number.isFinite(d.order) ? d.order : 0,
    translations: [],
  }
}

/** At most this many keywords reach a page's metadata: more says nothing more to a search engine. */
export const MAX_PAGE_KEYWORDS = 10

/**
 * An editor's keywords: plain text, blanks and repeats (in any case) left out, in the editor's order.
 * The meta tag separates keywords by commas, so a comma inside one would split it: it becomes a space.
 */
function keywordsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const entry of value) {
    const keyword = plainText(entry).replace(/,/g, ' ').replace(/\s+/g, ' ').trim()
    const key = keyword.toLocaleLowerCase()
    if (!keyword || seen.has(key)) continue
    seen.add(key)
    keywords.push(keyword)
  }
  return keywords.slice(0, MAX_PAGE_KEYWORDS)
}

/** The key that pairs a page with its versions in the storefront's other languages, if it has one. */
export const translationKeyOf = (row: BlockRowLike): string | null => optionalText(row.data.translationKey)
