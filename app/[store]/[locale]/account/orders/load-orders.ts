import 'server-only'
import { cookies } from 'next/headers'
import type { OrdersOfYear } from '@/components/account/orders/order-format'
import { SESSION_COOKIE } from '@/config/session'
import { CustomerOrdersDocument } from '@/graphql/generated/operations'
import { getClient } from '@/server/graphql/server-client'
import type { PageContext } from '../../_lib/page-context'

export interface LoadedOrders {
  years: OrdersOfYear[]
  /** The API's first error, translated; null when the list loaded. */
  error: string | null
}

/**
 * The customer's orders per year for the server render (orders and reorder pages): the in-process
 * API with this request's session cookie, exactly as the browser would ask. The list is plain data,
 * so the page reads without JavaScript.
 */
export async function loadCustomerOrders(context: PageContext): Promise<LoadedOrders> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value
  if (!session) return { years: [], error: null }
  const result = await getClient().query({
    query: CustomerOrdersDocument,
    variables: {} as never,
    context: { shopper: context.shopper, headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` } },
    errorPolicy: 'all',
  })
  const payload = result.data?.customerOrders
  if (!payload) return { years: [], error: result.error?.message ?? 'The API returned no data' }
  // In-process results are null-prototype objects, which React will not pass to a client component.
  return { years: structuredClone(payload.years), error: payload.errors[0]?.message ?? null }
}
