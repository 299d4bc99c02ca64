import { getDb } from '@/server/db/client'
import { cardPdfResponse } from './card-pdf-response'

// Number and PIN of one card: made per request, never cached.
export const dynamic = 'force-dynamic'

/** GET /api/card-data/<token>/pdf/?language=<language>: the card to print at home (see card-pdf-response.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  return cardPdfResponse(await getDb(), request, (await params).token)
}
