/**
 * Response header by which the proxy tells the production server which route a page request resolved
 * to, for its log line and metrics (scripts/server/request-telemetry.mjs keeps its own copy of the name; a
 * test holds the two equal). The production server removes it before the answer leaves.
 */
export const ROUTE_HEADER = 'x-shop-route'
