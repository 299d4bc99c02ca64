import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProductCard } from '@/components/catalog/product-card'
import { toProductCardData } from '@/components/catalog/product-card-data'
import { ProductGrid } from '@/components/catalog/product-grid'
import { ChoiceCardBrands } from '@/components/product/choice-card-brands'
import { AllBrands, Section } from '@/components/product/product-layout'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { ProductsDocument } from '@/graphql/generated/operations'
import { localizePath } from '@/i18n/localize'
import { LISTING_PRODUCT_TYPES } from '../_lib/listing'
import { pageContext, type PageContext, type RouteParams } from '../_lib/page-context'
import { loadChoiceCard } from '../product/[product]/load-product'
import { loadChoiceCardBrands } from './load-brands'
import { ProductDetail } from '../product/[product]/product-detail'
import { productMetadata } from '../product/[product]/product-metadata'

/** Brands shown as examples of what the card can be swapped for. */
const SWAP_EXAMPLES = 8

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  return productMetadata(context, await loadChoiceCard(context))
}

/** The multi-brand choice gift card (docs/rules/catalogue.md and docs/rules/pages-and-seo.md): the product page plus how swapping works and for what. */
export default async function ChoiceGiftCardPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const product = await loadChoiceCard(context)
  return (
    <ProductDetail context={context} product={product}>
      <SwapExamples context={context} choiceCardId={product.id} />
    </ProductDetail>
  )
}

/**
 * How the card works, the most chosen gift cards it swaps for (the listing's order is by popularity) and the
 * brands modal with all of them (docs/rules/catalogue.md).
 */
async function SwapExamples({ context, choiceCardId }: { context: PageContext; choiceCardId: string }) {
  const { storefront, language, locale } = context
  const t = await getTranslations({ locale: language })
  const [data, allBrands] = await Promise.all([
    cachedCatalogQuery(context.shopper, ProductsDocument, {
      filters: { filterByProductType: LISTING_PRODUCT_TYPES },
      // One more than shown: the choice card itself leads the listing and is left out.
      paging: { itemsPerPage: SWAP_EXAMPLES + 1, pageNumber: 1 },
    }),
    loadChoiceCardBrands(context, choiceCardId),
  ])
  const brands = data.products.products.filter((product) => product.id !== choiceCardId).slice(0, SWAP_EXAMPLES)
  const texts = { fromPrice: (price: string) => t('product.fromPrice', { price }), freeLabel: t('product.freeLabel') }
  return (
    <>
      <Section aria-labelledby="choice-card-how">
        <h2 id="choice-card-how">{t('product.choiceCardHeading')}</h2>
        <p>{t('product.choiceCardSwap')}</p>
        {/* docs/rules/pages-and-seo.md external redirects: the PDF explaining redemption, through its redirect route. */}
        <p><a href={localizePath('choiceCardExplanation', {}, language, storefront.defaultLanguage)}>{t('product.choiceCardPdf')}</a></p>
      </Section>
      {brands.length > 0 && (
        <section aria-labelledby="choice-card-brands">
          <h2 id="choice-card-brands">{t('product.choiceCardBrands')}</h2>
          <ProductGrid>
            {brands.map((brand, index) => (
              <ProductCard key={brand.id} product={toProductCardData(brand, locale, texts)} position={index + 1} />
            ))}
          </ProductGrid>
          <AllBrands>
            <a href={localizePath('productListing', {}, language, storefront.defaultLanguage)}>
              {t('product.choiceCardAllBrands', { count: storefront.catalogueSize })}
            </a>
            {allBrands.length > 0 && (
              <ChoiceCardBrands
                brands={allBrands}
                texts={{
                  open: t('product.brandsOpen'),
                  title: t('product.brandsTitle'),
                  intro: t('product.brandsIntro', { count: allBrands.length }),
                  close: t('common.close'),
                }}
              />
            )}
          </AllBrands>
        </section>
      )}
    </>
  )
}
