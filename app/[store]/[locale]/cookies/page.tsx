import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'cookies')
}

/** Cookie statement (docs/rules/pages-and-seo.md `/cookieverklaring/`; the footer link is a feature toggle). */
export default async function CookiesPage({ params }: { params: Promise<RouteParams> }) {
  return <ContentPageView context={await pageContext(params)} route="cookies" />
}
