import { paymentMethodById } from '@/config/payment-methods'
import type { CustomerOrdersQuery } from '@/graphql/generated/operations'

export type OrdersOfYear = CustomerOrdersQuery['customerOrders']['years'][number]
export type OrderSummary = OrdersOfYear['orders'][number]
export type { OrderDetails } from './orders-operations'

/**
 * The ordered date as a day in the shopper's locale. Formatted in UTC so the server render and the
 * browser agree (a time zone of the browser would make the hydrated text differ from the HTML).
 */
export function formatOrderDate(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** The brand name of a payment method id (the same in every language); unknown ids show as given. */
export function paymentMethodLabel(id: string | null): string | null {
  if (!id) return null
  return paymentMethodById(id)?.label ?? id
}
