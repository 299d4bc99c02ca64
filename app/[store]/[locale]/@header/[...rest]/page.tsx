import { routeOfInternalSegments } from '@/components/chrome/header/header-variant'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { StorefrontHeader } from '../../_lib/storefront-chrome'

// Like the pages beside it: nothing at build time, each path rendered on first visit and then served
// from the cache. Without this the catch-all would make every page without params of its own dynamic.
export function generateStaticParams(): Array<{ rest: string[] }> {
  return []
}

/**
 * The header slot of every page below the home page: the internal path the proxy rewrote to names
 * the route, and the route picks the header version (docs/rules/pages-and-seo.md).
 */
export default async function HeaderSlot({ params }: { params: Promise<RouteParams & { rest: string[] }> }) {
  const { rest } = await params
  return <StorefrontHeader context={await pageContext(params)} route={routeOfInternalSegments(rest.map(decodeSafely))} />
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
