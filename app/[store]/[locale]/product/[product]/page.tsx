import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { loadProduct } from './load-product'
import { ProductDetail } from './product-detail'
import { productMetadata } from './product-metadata'
import { RestaurantLink } from './restaurant-link'

type ProductParams = RouteParams & { product: string }

// Rendered on first visit per storefront, language and slug, then served from the cache (layout's revalidate).
export function generateStaticParams(): Array<{ product: string }> {
  return []
}

export async function generateMetadata({ params }: { params: Promise<ProductParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  return productMetadata(context, await loadProduct(context, (await params).product))
}

/** The product detail page (docs/rules/pages-and-seo.md `/{product}nen/:product/`): gift cards, blank card packs and donations. */
export default async function ProductPage({ params }: { params: Promise<ProductParams> }) {
  const context = await pageContext(params)
  const product = await loadProduct(context, (await params).product)
  // The choice card lives on its own page; its slug URL must not become a second copy of it.
  if (product.isChoiceCard) permanentRedirect(product.path)
  return (
    <ProductDetail context={context} product={product}>
      <RestaurantLink context={context} productSlug={product.slug} />
    </ProductDetail>
  )
}
