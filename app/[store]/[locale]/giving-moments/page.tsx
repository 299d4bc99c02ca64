import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'givingMoments')
}

/** Giving moments overview (docs/rules/pages-and-seo.md `/geefmomenten/`): intro, then every giving-moments page. */
export default async function GivingMomentsPage({ params }: { params: Promise<RouteParams> }) {
  return <ContentPageView context={await pageContext(params)} route="givingMoments" overview="givingMoments" />
}
