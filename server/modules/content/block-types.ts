/**
 * The `data` of each stored block kind (server/db/schema/content.ts). Products are referenced by
 * slug and routes by canonical name, so seeds and edits never depend on serial ids or on a language.
 */

export interface RouteReference {
  route: string
  params?: Record<string, string>
}

/** Home "Most chosen" (spec §2, §9): at most 2 top products combined with the list. */
export interface MostChosenBlockData {
  title: string
  linkTitle: string
  /** At most 2; the first leads, the second leads on large desktop and trails otherwise. */
  topProductSlugs: string[]
  productSlugs: string[]
}

/** Search "highlighted blocks" (spec §3 popular search data). */
export interface HighlightedBlockData {
  title: string
  description: string
  cardImage: string
  backgroundImage: string
  reference: RouteReference
  showHand: boolean
}

export interface BlockDataByType {
  MOST_CHOSEN: MostChosenBlockData
  HIGHLIGHTED: HighlightedBlockData
}
export type BlockType = keyof BlockDataByType

/** Queue ids used by the pages. */
export const BLOCK_QUEUES = {
  home: 'home',
  searchHighlighted: 'search-highlighted',
} as const
