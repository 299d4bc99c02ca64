import 'server-only'
import { withRequestLog } from '@/server/services/log/route-log'
import { graphqlBodyLimit, requestTooLarge, withBoundedBody } from './body-limit'
import { yoga } from './yoga'

/** GRAPHQL_BODY_LIMIT_BYTES, read once per process. */
export const bodyLimit = graphqlBodyLimit()

/**
 * The route handler's endpoint (app/api/graphql/route.ts): bodies over the limit are refused (413)
 * before yoga parses a byte of them.
 */
export const graphqlRoute = withRequestLog('graphql', async (request: Request): Promise<Response> => {
  const bounded = await withBoundedBody(request, bodyLimit)
  return bounded instanceof Response ? bounded : yoga.handleRequest(bounded, { request: bounded })
})

/**
 * The same answer for a request whose body its caller has already read within the limit
 * (server/graphql/direct-endpoint.ts): `bodyFits` false is the 413.
 */
export const answerBoundedRequest = withRequestLog('graphql', async (request: Request, bodyFits: boolean): Promise<Response> =>
  bodyFits ? yoga.handleRequest(request, { request }) : requestTooLarge(request),
)
