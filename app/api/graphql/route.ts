import { answerBoundedRequest, bodyLimit, graphqlRoute } from '@/server/graphql/endpoint'
import { createDirectEndpoint, publishDirectEndpoint } from '@/server/graphql/direct-endpoint'

// The API is personal and must never be cached or prerendered.
export const dynamic = 'force-dynamic'

// Once this module has loaded (the process's first GraphQL request), the production server answers
// the next ones without Next's router (server/graphql/direct-endpoint.ts): same handler, same yoga.
publishDirectEndpoint(createDirectEndpoint(answerBoundedRequest, bodyLimit))

export { graphqlRoute as GET, graphqlRoute as POST, graphqlRoute as OPTIONS }
