import { pageContext, type RouteParams } from '../_lib/page-context'
import { StorefrontHeader } from '../_lib/storefront-chrome'

/** A page the slot has no match for (after a full load): the default header. */
export default async function DefaultHeaderSlot({ params }: { params: Promise<RouteParams> }) {
  return <StorefrontHeader context={await pageContext(params)} route={null} />
}
