/**
 * The PostgreSQL server restarted under load: while it is down requests fail fast with the documented
 * error shape (and the health route says why), and once it is back they succeed again from the same
 * app process, without a restart of the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, sleep, startApp, startPostgres, workDir, type AppServer, type Database, type PostgresServer } from './support/servers'
import { ERRORS, HttpShopper, OPS, USER_DATA, type HttpAnswer, type OrderPayload } from './support/shopper'
import { digitalVariation, type Variation } from './support/db-checks'
import { record } from './support/figures'

const QUANTITY = `query ($userData: UserDataInput!) { cartQuantity(userData: $userData) { quantity ${ERRORS} } }`
const EMPTY = `mutation ($userData: UserDataInput!, $shipmentTag: String!) { deleteGiftcardPackageGroup(userData: $userData, shipmentTag: $shipmentTag) { order { quantity } ${ERRORS} } }`
/** Well below the 50 cards an order may hold, with room for adds whose answer was lost in the outage. */
const BASKET_REFILL_AT = 30

describe('database restarted under load', () => {
  let server: PostgresServer
  let database: Database
  let app: AppServer
  let digital: Variation
  const dir = workDir('dbrestart')

  beforeAll(async () => {
    server = await startPostgres(dir)
    database = await createDatabase(server.url)
    app = await startApp({ name: 'dbrestart', databaseUrl: database.url, dir })
    digital = await digitalVariation(database.pool)
  })
  afterAll(async () => {
    await app?.stop()
    await database?.pool.end().catch(() => undefined)
    server?.destroy()
  })

  it('fails clearly while the database is down and recovers by itself when it is back', async () => {
    const pid = app.pid()
    const shoppers = Array.from({ length: 8 }, () => new HttpShopper(app.origin))
    // Every shopper has a basket, so even the quantity query needs the database.
    for (const shopper of shoppers) await shopper.call(OPS.add, { userData: USER_DATA, input: { variationId: String(digital.id), amount: digital.amount, quantity: 1 } })
    type Sample = { at: number; phase: string; ok: boolean; status: number; answer: HttpAnswer<Record<string, OrderPayload>> | null }
    const samples: Sample[] = []
    let phase = 'before'
    let running = true
    const load = Promise.all(shoppers.map(async (shopper, index) => {
      // What this shopper's basket holds by its last answer: a writer empties it well before the
      // order limit (50 cards), so however many requests a fast machine fits into the test,
      // every one stays within the shop's rules and any refusal after recovery is a real failure.
      let cards = 1
      while (running) {
        const started = Date.now()
        const payload = index % 2 === 0
          ? { query: QUANTITY, variables: { userData: USER_DATA } }
          : cards >= BASKET_REFILL_AT
            ? { query: EMPTY, variables: { userData: USER_DATA, shipmentTag: 'DIGITAL-1' } }
            : { query: OPS.add, variables: { userData: USER_DATA, input: { variationId: String(digital.id), amount: digital.amount, quantity: 1 } } }
        try {
          const answer = await shopper.post<Record<string, OrderPayload>>(payload, {}, 20_000)
          const field = Object.values(answer.body.data ?? {})[0]
          const ok = answer.status === 200 && !answer.body.errors && field !== undefined && field.errors.length === 0
          if (ok && payload.query !== QUANTITY) cards = field.order?.quantity ?? 0
          samples.push({ at: started, phase, ok, status: answer.status, answer })
        } catch {
          samples.push({ at: started, phase, ok: false, status: 0, answer: null })
        }
        await sleep(20)
      }
    }))
    await sleep(2_000)
    phase = 'down'
    const stoppedAt = Date.now()
    server.stopServer()
    await sleep(3_000)
    const health = await fetch(`${app.origin}/api/health/`)
    const healthBody = await health.json() as { status: string; reason?: string }
    phase = 'restarting'
    server.startServer()
    const restartedAt = Date.now()
    let recoveredAt: number | null = null
    while (Date.now() - restartedAt < 30_000) {
      const recent = samples.filter((sample) => sample.at > restartedAt)
      if (recent.length >= 8 && recent.slice(-8).every((sample) => sample.ok)) {
        recoveredAt = recent.slice(-8)[0]!.at
        break
      }
      await sleep(100)
    }
    phase = 'after'
    await sleep(1_000)
    running = false
    await load

    expect(health.status).toBe(503)
    expect(healthBody.status).toBe('unavailable')
    expect(healthBody.reason).toBeTruthy()
    const down = samples.filter((sample) => sample.phase === 'down' && sample.at > stoppedAt + 500)
    expect(down.length).toBeGreaterThan(0)
    for (const sample of down) {
      // Answered (no hang, no dropped connection), in the documented shape, without internals.
      expect(sample.answer).not.toBeNull()
      expect(sample.ok).toBe(false)
      // An outage is a 503 with Retry-After, so clients and load balancers back off instead of failing hard.
      expect(sample.status).toBe(503)
      expect(sample.answer!.headers.get('retry-after')).toMatch(/^\d+$/)
      const errors = sample.answer!.body.errors ?? []
      expect(errors.length).toBeGreaterThan(0)
      for (const error of errors) {
        expect(typeof error.extensions?.code).toBe('number')
        expect(JSON.stringify(error)).not.toMatch(/ECONNREFUSED|at .+\.js|stack|postgres:\/\//i)
      }
    }
    const slowest = Math.max(...down.map((sample) => samples.indexOf(sample)).map((index) => (samples[index + 1]?.at ?? Date.now()) - samples[index]!.at))
    expect(recoveredAt).not.toBeNull()
    expect(samples.filter((sample) => sample.phase === 'after').every((sample) => sample.ok)).toBe(true)
    expect(app.pid()).toBe(pid)
    record('database-restart', {
      requests: samples.length, failedWhileDown: down.length, downStatuses: [...new Set(down.map((sample) => sample.status))],
      downCodes: [...new Set(down.flatMap((sample) => (sample.answer?.body.errors ?? []).map((error) => error.extensions?.code)))],
      downMessage: down[0]?.answer?.body.errors?.[0]?.message, health: healthBody,
      recoverySeconds: recoveredAt === null ? null : (recoveredAt - restartedAt) / 1000, slowestFailureMs: slowest,
    })
  })
})
