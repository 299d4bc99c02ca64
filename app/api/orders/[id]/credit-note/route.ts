import { orderDocumentResponse } from '../order-document-response'

export const dynamic = 'force-dynamic'

/** The credit note that cancelled an order's invoice, for the order's owner only (as the invoice). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return orderDocumentResponse((await params).id, 'CREDIT_NOTE')
}
