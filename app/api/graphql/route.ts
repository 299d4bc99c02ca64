import { yoga } from '@/server/graphql/yoga'

// The API is personal and must never be cached or prerendered.
export const dynamic = 'force-dynamic'

const handle = (request: Request) => yoga.handleRequest(request, { request })

export { handle as GET, handle as POST, handle as OPTIONS }
