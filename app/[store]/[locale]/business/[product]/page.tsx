import type { Metadata } from 'next'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { ContentPageView, contentMetadata, loadContentPage } from '../../_lib/content-page'
import { BusinessSection } from '../_lib/business-section'

type Params = RouteParams & { product: string }

// Rendered on first visit per storefront, language and slug, then served from the cache (layout's revalidate).
export function generateStaticParams(): Array<{ product: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return contentMetadata(await pageContext(params), 'business', (await params).product)
}

/**
 * A business solution (docs/rules/business.md `/zakelijk/:product/`): its gift cards can be requested through the
 * business product form (docs/rules/business.md modal), prefilled with the card; the whole form follows.
 */
export default async function BusinessProductPage({ params }: { params: Promise<Params> }) {
  const context = await pageContext(params)
  const slug = (await params).product
  const { blocks } = await loadContentPage(context, 'business', slug)
  const pageProducts = blocks.flatMap((block) => (block.__typename === 'ProductReferenceBlock' ? [{ slug: block.product.slug, title: block.product.title }] : []))
  return (
    <ContentPageView context={context} route="business" slug={slug}>
      <BusinessSection context={context} pageProducts={pageProducts} />
    </ContentPageView>
  )
}
