import { cookies } from 'next/headers'
import { BASKET_COOKIE, SESSION_COOKIE } from '@/config/session'
import { isStorefrontCode } from '@/config/storefronts/resolve'
import { getDb } from '@/server/db/client'
import { orderInvoice } from '@/server/modules/invoicing/invoice-service'

export const dynamic = 'force-dynamic'

/**
 * The invoice PDF of an order, for its owner only: the account that placed it, or the browser it was
 * placed in (guest orders). Anyone else gets the same 404 as for an unknown order.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  const jar = await cookies()
  const invoice = await orderInvoice(await getDb(), id, jar.get(SESSION_COOKIE)?.value ?? null, jar.get(BASKET_COOKIE)?.value ?? null)
  if (!invoice || !isStorefrontCode(invoice.storefront)) return new Response('not found', { status: 404 })
  return new Response(Buffer.from(invoice.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoice.fileName}"`,
      'cache-control': 'private, no-store',
    },
  })
}
