import { sql } from 'drizzle-orm'
import { getDb } from '@/server/db/client'
import { rootCauseMessage } from '@/server/db/availability'

export const dynamic = 'force-dynamic'

/** Readiness: 200 once the database answers, 503 (with a reason, no stack) while it does not. */
export async function GET() {
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    return Response.json({ status: 'ok' })
  } catch (error) {
    return Response.json({ status: 'unavailable', reason: rootCauseMessage(error) }, { status: 503 })
  }
}
