import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'cancelationPolicy')
}

/** Cancellation policy (docs/rules/pages-and-seo.md `/cancelation-policy/`). */
export default async function CancelationPolicyPage({ params }: { params: Promise<RouteParams> }) {
  return <ContentPageView context={await pageContext(params)} route="cancelationPolicy" />
}
