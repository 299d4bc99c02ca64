import { graphqlBodyLimit, withBoundedBody } from '@/server/graphql/body-limit'
import { yoga } from '@/server/graphql/yoga'
import { withRequestLog } from '@/server/services/log/route-log'

// The API is personal and must never be cached or prerendered.
export const dynamic = 'force-dynamic'

const limit = graphqlBodyLimit()

/** Bodies over the limit are refused (413) before yoga parses a byte of them. */
async function handle(request: Request): Promise<Response> {
  const bounded = await withBoundedBody(request, limit)
  return bounded instanceof Response ? bounded : yoga.handleRequest(bounded, { request: bounded })
}

const logged = withRequestLog('graphql', handle)

export { logged as GET, logged as POST, logged as OPTIONS }
