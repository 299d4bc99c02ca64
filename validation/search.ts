/**
 * docs/rules/api.md search_v1: inputText is trimmed and must hold 1 to this many characters. Shared by
 * the API, which refuses a longer input, and the results page, which says so without asking it.
 */
export const SEARCH_INPUT_MAX_LENGTH = 100
