import { pageContext, type RouteParams } from '../_lib/page-context'
import { StorefrontHeader } from '../_lib/storefront-chrome'

/** The home page's header slot: the default header. */
export default async function HomeHeaderSlot({ params }: { params: Promise<RouteParams> }) {
  return <StorefrontHeader context={await pageContext(params)} route={{ route: 'home', params: {} }} />
}
