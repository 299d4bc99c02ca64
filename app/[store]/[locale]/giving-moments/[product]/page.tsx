import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { ContentPageView, contentMetadata } from '../../_lib/content-page'

type Params = RouteParams & { product: string }

// Rendered on first visit per storefront, language and slug, then served from the cache (layout's revalidate).
export function generateStaticParams(): Array<{ product: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'givingMoments', (await params).product)
}

/** A giving-moments page (docs/rules/pages-and-seo.md `/geefmomenten/:product/`): hero, recommended gift cards. */
export default async function GivingMomentPage({ params }: { params: Promise<Params> }) {
  return <ContentPageView context={await pageContext(params)} route="givingMoments" slug={(await params).product} />
}
