import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'
import { BusinessSection } from './_lib/business-section'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'business')
}

/** Business overview (docs/rules/business.md `/zakelijk/`): intro, the business solutions, quote call-out, the business form. */
export default async function BusinessPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  return (
    <ContentPageView context={context} route="business" overview="business">
      <BusinessSection context={context} />
    </ContentPageView>
  )
}
