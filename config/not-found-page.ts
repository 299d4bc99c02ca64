/**
 * The headers by which the production server (scripts/server/missing-page.mjs) and the proxy agree on
 * the storefront's 404 page for a page whose data is missing. The server keeps its own copy of these
 * names (it loads before any TypeScript); a test holds the two equal.
 */
/** Request header: render this address's 404 page. The server lets only its own request (it carries a per-process secret) through with it. */
export const RENDER_NOT_FOUND_HEADER = 'x-shop-render-not-found'
/** Response header: this 404 already is the storefront's 404 page. The server removes it before sending. */
export const NOT_FOUND_PAGE_HEADER = 'x-shop-not-found-page'
