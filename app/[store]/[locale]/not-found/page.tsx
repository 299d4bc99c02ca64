import { notFound } from 'next/navigation'
import { pageContext, type RouteParams } from '../_lib/page-context'

// The proxy also rewrites every unknown URL here; like the catch-all, it renders on demand so that
// unknown paths never fill the page cache.
export const dynamic = 'force-dynamic'

/** The 404 page (spec §2 `/404/`): the storefront's not-found content with status 404. */
export default async function NotFoundPage({ params }: { params: Promise<RouteParams> }) {
  await pageContext(params)
  notFound()
}
