/**
 * `npm run db:migrate`: applies the migrations to the database the app uses (DATABASE_URL, or the
 * embedded PGlite under ./data) without seeding.
 */
import { openDatabase } from '@/server/db/client'

async function main(): Promise<void> {
  const handle = await openDatabase()
  await handle.close()
  console.log('migrations applied')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
