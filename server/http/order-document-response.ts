import 'server-only'
import { cookies } from 'next/headers'
import { BASKET_COOKIE, SESSION_COOKIE } from '@/config/session'
import { getDb } from '@/server/db/client'
import { orderDocument } from '@/server/modules/invoicing/invoice-service'

/**
 * An order's invoice or credit note as a PDF download for its owner, or for whoever holds the link
 * an e-mail gave (`?key=`); 404 for anyone else or none.
 */
export async function orderDocumentResponse(request: Request, orderId: string, kind: 'INVOICE' | 'CREDIT_NOTE'): Promise<Response> {
  const jar = await cookies()
  const key = new URL(request.url).searchParams.get('key')
  const document = await orderDocument(await getDb(), orderId, kind, jar.get(SESSION_COOKIE)?.value ?? null, jar.get(BASKET_COOKIE)?.value ?? null, key)
  if (!document) return new Response('not found', { status: 404 })
  return new Response(Buffer.from(document.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.fileName}"`,
      'cache-control': 'private, no-store',
    },
  })
}
