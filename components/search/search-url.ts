import { SEARCH_PARAM } from './search-constants'

/** The search text of the current address ('' when there is none). */
export function readSearchParam(): string {
  return new URLSearchParams(window.location.search).get(SEARCH_PARAM) ?? ''
}

/**
 * Keeps the search text in the address (docs/rules/catalogue.md) without a navigation or a history entry; an empty
 * text removes the parameter. Other parameters and the hash stay as they are.
 */
export function writeSearchParam(text: string): void {
  const url = new URL(window.location.href)
  if (text) url.searchParams.set(SEARCH_PARAM, text)
  else url.searchParams.delete(SEARCH_PARAM)
  if (url.href !== window.location.href) window.history.replaceState(null, '', url)
}

/** The full results page for a text, e.g. /zoeken/?s=bolero. */
export function resultsHrefFor(resultsPath: string, text: string): string {
  return `${resultsPath}?${new URLSearchParams({ [SEARCH_PARAM]: text }).toString()}`
}
