import type { ProductCardFragment } from '@/graphql/generated/operations'
import type { ProductCardData } from './product-card'
import { formatMoney } from '@/i18n/format'

/**
 * Maps the API's product card fragment to the card's display data, formatting prices for the locale.
 * Shared by server-rendered listings and the client's filtered listing.
 */
export function toProductCardData(
  product: ProductCardFragment,
  locale: string,
  texts: { fromPrice: (price: string) => string; freeLabel: string },
): ProductCardData {
  const minimums = [product.digitalVariationConfig?.minPrice, product.physicalVariationConfig?.minPrice]
    .filter((money): money is NonNullable<typeof money> => Boolean(money))
  const cheapest = minimums.sort((a, b) => a.value - b.value)[0]
  return {
    id: product.id,
    title: product.title,
    path: product.path,
    imageUrl: product.image.url,
    imageAlt: product.image.alt,
    backgroundColor: product.backgroundColor,
    cardType: product.cardType,
    showHand: product.showHand,
    showShadow: product.showShadow,
    priceText: cheapest ? texts.fromPrice(formatMoney(cheapest, locale)) : null,
    price: cheapest ? { value: cheapest.value, currency: cheapest.currency } : null,
    label: product.label ? { color: product.label.color, title: product.label.title, icon: product.label.icon ?? null } : null,
    freeLabelText: product.freeLabel ? texts.freeLabel : null,
  }
}
