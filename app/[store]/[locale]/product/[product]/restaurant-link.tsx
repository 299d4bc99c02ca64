import { getTranslations } from 'next-intl/server'
import { Section } from '@/components/product/product-layout'
import { loadContentList } from '../../_lib/content-page'
import type { PageContext } from '../../_lib/page-context'

/**
 * On a restaurant's gift card page, the way to its restaurant page (docs/rules/pages-and-seo.md page types), when the
 * storefront has one in this language; nothing otherwise.
 */
export async function RestaurantLink({ context, productSlug }: { context: PageContext; productSlug: string }) {
  const restaurant = (await loadContentList(context, 'restaurant')).find((page) => page.slug === productSlug)
  if (!restaurant) return null
  const t = await getTranslations({ locale: context.language })
  return (
    <Section aria-labelledby="product-restaurant">
      <h2 id="product-restaurant">{t('product.restaurantHeading')}</h2>
      <p><a href={restaurant.path}>{t('product.restaurantLink', { title: restaurant.title })}</a></p>
    </Section>
  )
}
