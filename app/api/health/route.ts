import { sql } from 'drizzle-orm'
import { getDb } from '@/server/db/client'
import { rootCauseMessage } from '@/server/db/availability'
import { testModeOf } from '@/server/services/test-mode'

export const dynamic = 'force-dynamic'

/**
 * Readiness: 200 once the database answers, 503 (with a reason, no stack) while it does not. A
 * production build with a test switch on says so in `testMode`, for monitoring to alert on.
 */
export async function GET() {
  const testMode = testModeOf()
  const extra = testMode ? { testMode } : {}
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    return Response.json({ status: 'ok', ...extra })
  } catch (error) {
    return Response.json({ status: 'unavailable', reason: rootCauseMessage(error), ...extra }, { status: 503 })
  }
}
