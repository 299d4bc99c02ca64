import { orderDocumentResponse } from '@/server/http/order-document-response'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

/**
 * The invoice PDF of an order, for its owner only: the account that placed it, or the browser it was
 * placed in (guest orders), or whoever holds the link its e-mails gave. Anyone else gets the same 404
 * as for an unknown order.
 */
async function get(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return orderDocumentResponse(request, (await params).id, 'INVOICE')
}

export const GET = withRequestLog('invoice-pdf', get)
