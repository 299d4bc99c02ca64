import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { ContentPageView, contentMetadata } from '../../_lib/content-page'

type Params = RouteParams & { path: string }

// Rendered on first visit per storefront, language and slug, then served from the cache (layout's revalidate).
export function generateStaticParams(): Array<{ path: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'landing', (await params).path)
}

/** A generic landing page (docs/rules/pages-and-seo.md `/:path/`): a page when content exists, else 404. */
export default async function LandingPage({ params }: { params: Promise<Params> }) {
  return <ContentPageView context={await pageContext(params)} route="landing" slug={(await params).path} />
}
