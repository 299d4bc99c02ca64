/** docs/rules/catalogue.md and docs/rules/limits.md: the search input waits this long after the last keystroke before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 200
/** Id of the search modal in the modal store. */
export const SEARCH_MODAL_ID = 'search'
/** docs/rules/catalogue.md: the search text is kept in this query parameter. */
export const SEARCH_PARAM = 's'
