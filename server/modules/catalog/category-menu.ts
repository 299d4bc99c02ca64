import 'server-only'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import type { ShopperContext } from '../common/user-data'
import * as repo from './catalog-repository'
import { rememberCatalogAnswer } from './catalog-memo'
import type { ProductType } from './catalog-types'
import { productPagePath } from './product-path'

/** Products shown beside each category in the header menu. */
export const TOP_LIST_SIZE = 4

export interface CategoryMenuItem {
  id: string
  title: string
  icon: string | null
  path: string
  topList: Array<{
    id: string
    title: string
    image: { url: string; alt: string }
    path: string
    productType: ProductType
    backgroundColor: string
    showShadow: boolean
  }>
}

/** The header's category menu (docs/rules/catalogue.md): every category in order, with its most chosen gift cards. */
export function categoryMenu(db: Db, shopper: ShopperContext): Promise<CategoryMenuItem[]> {
  // The header asks it from the browser each time the menu opens: remembered like the listings.
  return rememberCatalogAnswer(db, JSON.stringify(['categoryMenu', shopper.storefront.code, shopper.language]), () => loadCategoryMenu(db, shopper))
}

async function loadCategoryMenu(db: Db, shopper: ShopperContext): Promise<CategoryMenuItem[]> {
  const { storefront, language } = shopper
  const terms = await repo.findTerms(db, storefront.code, 'cb_api_giftcard_categories')
  const top = await repo.findTopProductsPerTerm(db, storefront.code, terms.map((term) => term.id), TOP_LIST_SIZE)
  const translations = await repo.findTranslations(db, [...new Set(top.map((row) => row.product.id))], language)
  const titleOf = new Map(translations.map((translation) => [translation.productId, translation.title]))
  return terms.map((term) => ({
    id: String(term.id),
    title: term.titles[language] ?? term.slug,
    icon: term.icon,
    path: localizePath('category', { url: term.slug }, language, storefront.defaultLanguage),
    topList: top.filter((row) => row.termId === term.id).map(({ product }) => {
      const title = titleOf.get(product.id) ?? product.slug
      return {
        id: String(product.id),
        title,
        image: { url: product.image, alt: title },
        path: productPagePath(product, language, storefront),
        productType: product.productType as ProductType,
        backgroundColor: product.backgroundColor,
        showShadow: product.showShadow,
      }
    }),
  }))
}
