// GraphQL past Next's router (server/graphql/direct-endpoint.ts says why): the route module publishes
// its endpoint on globalThis when it loads, and the production server hands it the requests it
// serves, from then on. Everything else, and GraphQL before that moment, goes through Next.js.

/** server/graphql/direct-endpoint.ts keeps its own copy of this key (tested equal). */
export const DIRECT_GRAPHQL_KEY = Symbol.for('giftshop.directGraphqlEndpoint')

/** The app's trailing-slash address of the API; `/api/graphql` still gets Next's 308 to it. */
const GRAPHQL_PATH = '/api/graphql/'

/** The published endpoint when this request is one it answers, else undefined (Next.js routes it). */
export function directGraphqlEndpoint(request) {
  if (request.method !== 'POST' && request.method !== 'GET') return undefined
  const url = request.url ?? ''
  const query = url.indexOf('?')
  if ((query < 0 ? url : url.slice(0, query)) !== GRAPHQL_PATH) return undefined
  return globalThis[DIRECT_GRAPHQL_KEY]
}
