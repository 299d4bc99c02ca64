import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { ContentPageView, contentMetadata } from '../_lib/content-page'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'contact')
}

/** Customer service contact (docs/rules/pages-and-seo.md `/klantenservice/contact/`). */
export default async function ContactPage({ params }: { params: Promise<RouteParams> }) {
  return <ContentPageView context={await pageContext(params)} route="contact" />
}
