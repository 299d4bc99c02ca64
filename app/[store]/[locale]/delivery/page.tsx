import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'delivery')
}

/** Delivery times and methods (docs/rules/pages-and-seo.md `/delivery/`). */
export default async function DeliveryPage({ params }: { params: Promise<RouteParams> }) {
  return <ContentPageView context={await pageContext(params)} route="delivery" />
}
