/**
 * `npm run content:redeem-message -- CODE LANGUAGE "text"` sets the informative message under the redeem header of one
 * storefront and language (docs/rules/chrome.md redeem header); `-- CODE LANGUAGE --clear` removes it. It writes the
 * database the app uses (DATABASE_URL, or the embedded PGlite under ./data while no app holds it) and, with APP_URL
 * and REVALIDATE_SECRET, tells a running app to drop its cached pages of that storefront. Exits 0 when the message
 * was set or cleared, 1 when it was refused (the reason is printed), 2 on an error.
 */
import { openDatabase } from '@/server/db/client'
import { setRedeemHeaderMessage, type RedeemHeaderMessageResult } from '@/server/modules/content/redeem-header-message'

const USAGE = 'usage: npm run content:redeem-message -- CODE LANGUAGE "text" | CODE LANGUAGE --clear (e.g. CBBE fr "Bon à savoir…")'

function describe(result: RedeemHeaderMessageResult): string {
  switch (result.outcome) {
    case 'SET':
      return `${result.storefront} ${result.language}: the redeem header says "${result.text}"`
    case 'CLEARED':
      return `${result.storefront} ${result.language}: the redeem header has no informative message`
    case 'UNKNOWN_STOREFRONT':
      return 'no such storefront'
    case 'UNKNOWN_LANGUAGE':
      return `the storefront has no such language (it has ${result.languages.join(', ')})`
    case 'TOO_LONG':
      return `the message has ${result.length} characters; at most ${result.max} fit the header`
  }
}

async function main(): Promise<void> {
  const [storefront, language, ...rest] = process.argv.slice(2)
  const text = rest.length === 1 && rest[0] === '--clear' ? null : rest.length === 1 ? rest[0]! : undefined
  if (!storefront || !language || text === undefined || text?.trim() === '') throw new Error(USAGE)
  const handle = await openDatabase()
  let result: RedeemHeaderMessageResult
  try {
    result = await setRedeemHeaderMessage(handle.db, { storefront, language, text })
  } finally {
    await handle.close()
  }
  console.log(describe(result))
  if (result.outcome !== 'SET' && result.outcome !== 'CLEARED') {
    process.exitCode = 1
    return
  }
  await invalidateRunningApp(result.storefront)
}

/** A running app keeps serving its cached pages: with APP_URL and REVALIDATE_SECRET, tell it to drop the storefront's. */
async function invalidateRunningApp(code: string): Promise<void> {
  const appUrl = process.env.APP_URL
  const secret = process.env.REVALIDATE_SECRET
  if (!appUrl || !secret) {
    console.log('A running app shows it within the hour, when its cached pages are rendered again (with APP_URL and REVALIDATE_SECRET set: at once).')
    return
  }
  const url = new URL('/api/revalidate/', appUrl)
  url.searchParams.set('storefront', code)
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${secret}` } })
  console.log(`Cache invalidation at ${url.origin} (${code}): ${response.status}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
