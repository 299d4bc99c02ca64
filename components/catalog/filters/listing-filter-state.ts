/**
 * Listing filters as query parameters (docs/rules/catalogue.md): `categories` and `types`, comma-separated vocabulary
 * term ids. Pure, so the URL rules are tested without a browser.
 */
export interface ListingFilters {
  categories: string[]
  types: string[]
}

export const EMPTY_FILTERS: ListingFilters = { categories: [], types: [] }

const ids = (value: string | null) => [...new Set((value ?? '').split(',').map((id) => id.trim()).filter((id) => /^\d{1,9}$/.test(id)))]

export function parseFilters(search: string): ListingFilters {
  const params = new URLSearchParams(search)
  return { categories: ids(params.get('categories')), types: ids(params.get('types')) }
}

/** The query string for filters; empty filters are dropped (docs/rules/catalogue.md), other parameters are kept. */
export function filtersToSearch(filters: ListingFilters, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch)
  for (const key of ['categories', 'types'] as const) {
    if (filters[key].length) params.set(key, filters[key].join(','))
    else params.delete(key)
  }
  const search = params.toString()
  return search ? `?${search.replaceAll('%2C', ',')}` : ''
}

export function hasFilters(filters: ListingFilters): boolean {
  return filters.categories.length > 0 || filters.types.length > 0
}

export function toggleId(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((value) => value !== id) : [...list, id]
}

/** The API filter: one taxonomy entry per vocabulary that has ids. */
export function toTaxonomyFilter(filters: ListingFilters) {
  return [
    { vocabulary: 'cb_api_giftcard_categories' as const, termIds: filters.categories },
    { vocabulary: 'cb_api_giftcard_types' as const, termIds: filters.types },
  ].filter((entry) => entry.termIds.length > 0)
}

/** Appends a further page, keeping the first occurrence of every id (docs/rules/catalogue.md: merged pages de-duplicated). */
export function mergeById<T extends { id: string }>(current: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(current.map((item) => item.id))
  return [...current, ...next.filter((item) => !seen.has(item.id) && seen.add(item.id))]
}
