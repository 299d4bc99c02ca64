import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'business')
}

/** Business overview (spec §2 `/zakelijk/`): intro, the business solutions, quote call-out. */
export default async function BusinessPage({ params }: { params: Promise<RouteParams> }) {
  return <ContentPageView context={await pageContext(params)} route="business" overview="business" />
}
