import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { ContentPageView, contentMetadata } from '../../_lib/content-page'

type Params = RouteParams & { path: string }

// Rendered on first visit per storefront, language and slug, then served from the cache (layout's revalidate).
export function generateStaticParams(): Array<{ path: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'blog', (await params).path)
}

/** A blog article (docs/rules/pages-and-seo.md `/blog/:path/`). */
export default async function BlogArticlePage({ params }: { params: Promise<Params> }) {
  return <ContentPageView context={await pageContext(params)} route="blog" slug={(await params).path} />
}
