import 'server-only'
import { cookies } from 'next/headers'
import type { BasketOrder } from '@/components/basket/cart-api'
import { BASKET_COOKIE, SESSION_COOKIE } from '@/config/session'
import { CartDocument } from '@/graphql/generated/operations'
import { getClient } from '@/server/graphql/server-client'
import type { PageContext } from '../_lib/page-context'

/**
 * The shopper's basket for the server render: the in-process API with the basket and session cookies
 * of this request (the browser never sees the basket token). Without either cookie there is no
 * basket, and no call. Any error of the API renders an empty basket rather than an error page; the
 * client's next change reads the basket again.
 */
export async function loadBasket(context: PageContext): Promise<BasketOrder | null> {
  const jar = await cookies()
  const cookie = [BASKET_COOKIE, SESSION_COOKIE]
    .flatMap((name) => {
      const value = jar.get(name)?.value
      return value ? [`${name}=${encodeURIComponent(value)}`] : []
    })
    .join('; ')
  if (!cookie) return null
  const result = await getClient().query({ query: CartDocument, variables: {} as never, context: { shopper: context.shopper, headers: { cookie } } })
  const payload = result.data?.cartV2
  if (!payload?.order) return null
  // In-process results are null-prototype objects, which React will not pass to a client component.
  return structuredClone(payload.order)
}
