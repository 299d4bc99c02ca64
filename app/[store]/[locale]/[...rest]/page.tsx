import { notFound } from 'next/navigation'
import { pageContext, type RouteParams } from '../_lib/page-context'

// Unknown paths must not fill the page cache: every one renders the 404 on demand.
export const dynamic = 'force-dynamic'

/** Every path the proxy could not match, and routes whose pages are not built yet, end here. */
export default async function UnknownPage({ params }: { params: Promise<RouteParams & { rest: string[] }> }) {
  await pageContext(params)
  notFound()
}
