/** What a result row shows (docs/rules/catalogue.md giftcard product item); plain data, so server pages can pass it. */
export interface SearchProductItem {
  id: string
  path: string
  title: string
  description?: string
  backgroundColor?: string | null
  image?: { url: string; alt: string } | null
  showShadow?: boolean
  label?: { color: string; title: string; icon?: string | null } | null
  /** Set for a gift card (docs/rules/catalogue.md product types); absent for a giving-moments page. */
  productType?: string | null
}

/** A search hit as the API sends it: a gift card, or a giving-moments page (no description or label). */
type ApiSearchItem = { id: string; path: string; title?: string; heroTitle?: string | null; momentColor?: string | null; momentImage?: { url: string; alt: string } | null } & Partial<SearchProductItem>

/** The hits of every group in order; a giving-moments page's title falls back to its hero title (docs/rules/catalogue.md). */
export function toSearchResultItems(groups: ReadonlyArray<{ items: ReadonlyArray<ApiSearchItem> }>): SearchProductItem[] {
  return groups.flatMap((group) => group.items.map((item) => ({
    ...item,
    title: item.title || item.heroTitle || '',
    backgroundColor: item.backgroundColor ?? item.momentColor ?? null,
    image: item.image ?? item.momentImage ?? null,
  })))
}

