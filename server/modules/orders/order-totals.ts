import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language } from '@/config/storefronts/types'
import { loadMessages } from '@/i18n/messages'
import type { BasketPrice } from '../order/pricing'

/** The totals an order keeps from the moment it is placed, its charges titled in the order's language. */
export async function frozenTotals(price: BasketPrice, language: Language, country: string) {
  const t = createTranslator({ locale: language, messages: await loadMessages(language, country), namespace: 'cart' })
  return {
    ...price.totals,
    adjustments: price.totals.adjustments.map((adjustment) => ({ title: t(`adjustments.${adjustment.adjustmentType}`), adjustmentType: adjustment.adjustmentType, price: adjustment.price })),
  }
}
