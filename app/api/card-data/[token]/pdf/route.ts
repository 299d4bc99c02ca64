import { getDb } from '@/server/db/client'
import { cardPdfResponse } from '@/server/http/card-pdf-response'
import { withRequestLog } from '@/server/services/log/route-log'

// Number and PIN of one card: made per request, never cached.
export const dynamic = 'force-dynamic'

/** GET /api/card-data/<token>/pdf/?language=<language>: the card to print at home (see server/http/card-pdf-response.ts). */
async function get(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  return cardPdfResponse(await getDb(), request, (await params).token)
}

export const GET = withRequestLog('card-pdf', get)
