import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { ContentPageView, contentMetadata } from '../../_lib/content-page'

type Params = RouteParams & { product: string }

// Rendered on first visit per storefront, language and slug, then served from the cache (layout's revalidate).
export function generateStaticParams(): Array<{ product: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'restaurant', (await params).product)
}

/**
 * A restaurant page (docs/rules/pages-and-seo.md page types): a restaurant that takes the shop's gift cards, with its
 * kitchen, address and opening hours and its gift card; a page when content exists, else 404.
 */
export default async function RestaurantPage({ params }: { params: Promise<Params> }) {
  return <ContentPageView context={await pageContext(params)} route="restaurant" slug={(await params).product} />
}
