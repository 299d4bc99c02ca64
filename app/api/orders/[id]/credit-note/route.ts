import { orderDocumentResponse } from '@/server/http/order-document-response'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

/** The credit note that cancelled an order's invoice, for the order's owner or its e-mail's link (as the invoice). */
async function get(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return orderDocumentResponse(request, (await params).id, 'CREDIT_NOTE')
}

export const GET = withRequestLog('credit-note-pdf', get)
