import { pushEvent } from '@/components/analytics/data-layer'

export interface AddedItem {
  productId: string
  title: string
  variant: 'digital' | 'physical'
  /** One card, major units. */
  price: number
  currency: string
  quantity: number
}

/** docs/rules/chrome.md `add_to_cart` in GA4's ecommerce shape: value is what the cards add to the basket. */
export function trackAddToCart(item: AddedItem): void {
  pushEvent('add_to_cart', {
    ecommerce: {
      currency: item.currency,
      value: Math.round(item.price * 100 * item.quantity) / 100,
      items: [{ item_id: item.productId, item_name: item.title, item_variant: item.variant, price: item.price, currency: item.currency, quantity: item.quantity }],
    },
  })
}
