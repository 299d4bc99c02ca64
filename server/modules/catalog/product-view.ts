import 'server-only'
import type { ShopperContext } from '../common/user-data'
import { toMoney } from '../common/money'
import { giftCardBrandOf } from './gift-card-brand'
import { productPagePath } from './product-path'
import type { ProductRow, TermRow, TranslationRow, VariationRow } from './catalog-repository'
import type { ProductType, ProductView, VariationConfig, Vocabulary } from './catalog-types'

interface Details {
  translations: TranslationRow[]
  variations: VariationRow[]
  terms: Array<{ productId: number; term: TermRow }>
}

/** Localizes stored rows into the API's product shape for one storefront and language. */
export function toProductViews(rows: ProductRow[], details: Details, shopper: ShopperContext): ProductView[] {
  const translationOf = new Map(details.translations.map((t) => [t.productId, t]))
  const variationsOf = groupBy(details.variations, (v) => v.productId)
  const termsOf = groupBy(details.terms, (t) => t.productId)
  return rows.map((row) => toProductView(row, translationOf.get(row.id), variationsOf.get(row.id) ?? [], termsOf.get(row.id) ?? [], shopper))
}

function toProductView(
  row: ProductRow,
  translation: TranslationRow | undefined,
  variations: VariationRow[],
  terms: Array<{ term: TermRow }>,
  shopper: ShopperContext,
): ProductView {
  const { language, storefront } = shopper
  const title = translation?.title ?? row.slug
  const digital = variations.find((v) => v.variationType === 'digital')
  const physical = variations.find((v) => v.variationType === 'physical')
  const custom = variations.find((v) => !v.hasFixedPrices)
  const currency = variations[0]?.currency ?? storefront.currency
  return {
    id: String(row.id),
    slug: row.slug,
    title,
    description: translation?.description ?? '',
    path: productPagePath(row, language, storefront),
    productType: row.productType as ProductType,
    image: { url: row.image, alt: title },
    backgroundColor: row.backgroundColor,
    showHand: row.showHand,
    showShadow: row.showShadow,
    cardType: row.cardType === 'LARGE' ? 'LARGE' : 'SMALL',
    label: row.label ? { color: row.label.color, icon: row.label.icon, title: row.label.title[language] ?? '' } : null,
    freeLabel: row.freeLabel,
    isChoiceCard: row.isChoiceCard,
    shopUrl: row.shopUrl?.startsWith('https://') ? row.shopUrl : null,
    giftCardBrand: giftCardBrandOf(row, translation?.productLinkTitle),
    variationsToShow: [...(digital ? ['digital' as const] : []), ...(physical ? ['physical' as const] : [])],
    digitalVariationConfig: digital ? toVariationConfig(digital) : null,
    physicalVariationConfig: physical ? toVariationConfig(physical) : null,
    redeemData: translation?.redeemTitle || row.minimumRemainingBalance !== null || custom
      ? {
          title: translation?.redeemTitle ?? null,
          description: translation?.redeemDescription ?? null,
          minimumRemainingBalance: row.minimumRemainingBalance === null ? null : toMoney(row.minimumRemainingBalance, currency),
          minCustomAmount: custom ? toMoney(custom.minPrice, currency) : null,
          maxCustomAmount: custom ? toMoney(custom.maxPrice, currency) : null,
        }
      : null,
    terms: terms.map(({ term }) => ({
      id: String(term.id),
      vocabulary: term.vocabulary as Vocabulary,
      slug: term.slug,
      title: term.titles[language] ?? term.slug,
    })),
  }
}

function toVariationConfig(variation: VariationRow): VariationConfig {
  const money = (minor: number) => toMoney(minor, variation.currency)
  return {
    id: String(variation.id),
    pricesToShow: variation.pricesToShow.map(money),
    hasFixedPrices: variation.hasFixedPrices,
    fixedValues: variation.fixedValues.map(money),
    minPrice: money(variation.minPrice),
    maxPrice: money(variation.maxPrice),
  }
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}
