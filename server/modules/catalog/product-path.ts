import type { Language, Storefront } from '@/config/storefronts/types'
import { localizePath } from '@/i18n/localize'

/**
 * The page of a product in a language: the choice gift card has a page of its own with a slug per
 * language (docs/rules/catalogue.md), every other product its product page. Every link to a product goes through
 * here, so none takes the extra redirect from the choice card's catalogue slug.
 */
export function productPagePath(product: { slug: string; isChoiceCard: boolean }, language: Language, storefront: Pick<Storefront, 'defaultLanguage'>): string {
  return product.isChoiceCard
    ? localizePath('choiceCard', {}, language, storefront.defaultLanguage)
    : localizePath('productDetail', { product: product.slug }, language, storefront.defaultLanguage)
}
