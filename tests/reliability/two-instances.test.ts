/**
 * Two production app instances on one PostgreSQL database: a shopper's requests alternate between
 * them, and the concurrency scenarios (200 checkouts on limited stock, 100 redemptions of one card)
 * are spread over both, so any state kept in one process's memory would show. A catalogue change
 * told to one reaches the other's caches, and the minute jobs (ticking each second here) run once
 * per slot across both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkInvariants, deliveredMessageIds, limitedVariation, digitalVariation, stockOf, type Variation } from './support/db-checks'
import { balanceOf, customVariation, issueCard, redeemTokenFor } from './support/cards'
import { createDatabase, jsonLogLines, sleep, startApp, workDir, type AppServer, type Database } from './support/servers'
import { ERRORS, HttpShopper, OPS, USER_DATA, fillBasket, payOnTestPage, place, pooled, type ApiError, type OrderPayload } from './support/shopper'
import { record } from './support/figures'

const REDEEM_ORDER = 'order { id status totals { grandTotal { value } } } priceToPay { value }'
const ADD_REDEEM = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addRedeemPackage(userData: $userData, input: $input) { ${REDEEM_ORDER} ${ERRORS} } }`
const CONFIRM_REDEEM = `mutation ($userData: UserDataInput!, $input: ConfirmRedeemInput!) { confirmRedeemOrder(userData: $userData, input: $input) { ${REDEEM_ORDER} ${ERRORS} } }`
const LISTING = `query ($userData: UserDataInput!) { products(userData: $userData, paging: { pageNumber: 1, itemsPerPage: 100 }) { products { slug title } ${ERRORS} } }`
const REVALIDATE_SECRET = 'two-instances-revalidate-secret'
interface RedeemPayload { order: { id: string; status: string; totals: { grandTotal: { value: number } } } | null; priceToPay: { value: number }; errors: ApiError[] }

describe('two app instances on one PostgreSQL database', () => {
  let database: Database
  let a: AppServer
  let b: AppServer
  let digital: Variation
  const dir = workDir('two')

  beforeAll(async () => {
    database = await createDatabase()
    // Started together: migrations and the first seed run under an advisory lock.
    // Jobs tick each second and log each run, so the last test sees many slots in one file's run.
    const env = { REVALIDATE_SECRET, JOB_INTERVAL_SECONDS: '1', LOG_LEVEL: 'debug' }
    ;[a, b] = await Promise.all([
      startApp({ name: 'a', databaseUrl: database.url, dir, env }),
      startApp({ name: 'b', databaseUrl: database.url, dir, env }),
    ])
    digital = await digitalVariation(database.pool)
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
  })

  it('checks out with every step on the other instance: paid once, cards issued and e-mailed once', async () => {
    const onA = new HttpShopper(a.origin)
    await fillBasket(onA, digital, 2, 'two@example.com')
    const onB = onA.via(b.origin)
    const placed = await place(onB)
    expect(placed.errors).toEqual([])
    expect(placed.order).toMatchObject({ status: 'PENDING', quantity: 2 })
    const paid = await payOnTestPage(onA, placed.order!.id, 'AUTHORISED', onB)
    expect(paid).toMatchObject({ result: 'AUTHORISED', order: { status: 'COMPLETED' }, errors: [] })
    // The return page reloaded on the other instance changes nothing.
    const again = await onA.call<{ result: string }>(OPS.complete, { userData: USER_DATA, orderUuid: placed.order!.id, params: [] })
    expect(again.result).toBe('AUTHORISED')
    const { rows } = await database.pool.query(`select count(*)::int as n from gift_cards where order_id = $1`, [placed.order!.id])
    expect(rows[0].n).toBe(2)
    const report = await checkInvariants(database.pool, { expectSent: true })
    expect(report.violations).toEqual([])
    const delivered = deliveredMessageIds([a.outboxDir, b.outboxDir])
    expect([...delivered.values()].every((count) => count === 1)).toBe(true)
  })

  it('counts balance-check rate limits across instances: the 6th try on a card is refused on either', async () => {
    const card = await issueCard(database.pool, 5_000)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const shopper = new HttpShopper(attempt % 2 === 0 ? a.origin : b.origin)
      const answer = await shopper.call<{ errors: ApiError[] }>(OPS.balance, { userData: USER_DATA, cardNumber: card.number, pin: String(200000 + attempt), captchaToken: 'development-captcha-token' })
      expect(answer.errors[0]!.code).toBe(3201)
    }
    for (const origin of [a.origin, b.origin]) {
      const blocked = await new HttpShopper(origin).call<{ card: unknown; errors: ApiError[] }>(OPS.balance, { userData: USER_DATA, cardNumber: card.number, pin: card.pin, captchaToken: 'development-captcha-token' })
      expect(blocked.errors[0]!.code).toBe(3015)
      expect(blocked.card).toBeNull()
    }
  })

  it('redeems a card checked on one instance through the other', async () => {
    const variation = await customVariation(database.pool)
    const card = await issueCard(database.pool, 10_000 + variation.min * 100)
    const shopper = new HttpShopper(a.origin)
    const checked = await shopper.call<{ redeemToken: string | null; errors: ApiError[] }>(OPS.balance, { userData: USER_DATA, cardNumber: card.number, pin: card.pin, captchaToken: 'development-captcha-token' })
    expect(checked.errors).toEqual([])
    const userData = { ...USER_DATA, redeemToken: checked.redeemToken }
    const added = await shopper.via(b.origin).call<RedeemPayload>(ADD_REDEEM, { userData, input: { variationId: String(variation.id), amount: variation.min, quantity: 1 } })
    expect(added.errors).toEqual([])
    const confirmed = await shopper.call<RedeemPayload>(CONFIRM_REDEEM, { userData, input: { firstName: 'Jan', lastName: 'Janssens', email: 'redeem@example.com', confirmEmail: 'redeem@example.com' } })
    expect(confirmed.errors).toEqual([])
    expect(confirmed.order!.status).toBe('COMPLETED')
    expect(await balanceOf(database.pool, card.id)).toBe(10_000)
  })

  it('200 concurrent checkouts of a card with 20 in stock, over both instances: 20 orders, no oversell, no basket lost', async () => {
    const limited = await limitedVariation(database.pool, 20)
    const shoppers = Array.from({ length: 200 }, (_, index) => new HttpShopper(index % 2 === 0 ? a.origin : b.origin))
    const prepared = Date.now()
    await pooled(shoppers, 16, (shopper) => fillBasket(shopper, limited, 1))
    const started = Date.now()
    const results = await Promise.all(shoppers.map((shopper) => place(shopper)))
    const seconds = (Date.now() - started) / 1000
    const placed = results.filter((result) => result.errors.length === 0)
    const refused = results.filter((result) => result.errors.some((error) => error.code === 2031))
    expect(placed).toHaveLength(20)
    expect(refused).toHaveLength(180)
    expect(new Set(placed.map((result) => result.order!.reference)).size).toBe(20)
    expect(await stockOf(database.pool, limited.id)).toBe(0)
    // Every refused basket is still a basket with its card; every placed order is one row.
    const baskets = await pooled(shoppers.filter((_, index) => results[index]!.errors.length > 0), 16,
      (shopper) => shopper.call<OrderPayload>(OPS.cart, { userData: USER_DATA }))
    expect(baskets.every((basket) => basket.order?.status === 'CART' && basket.order.quantity === 1)).toBe(true)
    const { rows } = await database.pool.query(`select count(*)::int as n from orders o join packages p on p.order_id = o.id
      where p.variation_id = $1 and o.status = 'PENDING'`, [limited.id])
    expect(rows[0].n).toBe(20)
    expect((await checkInvariants(database.pool, { expectSent: true })).violations).toEqual([])
    record('checkout-200', { baskets: 200, stock: 20, placed: placed.length, refused: refused.length, prepareSeconds: (started - prepared) / 1000, placeSeconds: seconds })
  })

  it('100 concurrent redemptions of one card over both instances: never below zero, the ledger matches the orders', async () => {
    // Enough balance for half of them: each buys one card of the smallest amount.
    const variation = await customVariation(database.pool)
    const unit = variation.min * 100
    const card = await issueCard(database.pool, 50 * unit)
    const shoppers = await Promise.all(Array.from({ length: 100 }, async (_, index) => ({
      shopper: new HttpShopper(index % 2 === 0 ? a.origin : b.origin),
      userData: { ...USER_DATA, redeemToken: await redeemTokenFor(database.pool, card.id) },
    })))
    await pooled(shoppers, 16, async ({ shopper, userData }) => {
      const added = await shopper.call<RedeemPayload>(ADD_REDEEM, { userData, input: { variationId: String(variation.id), amount: variation.min, quantity: 1 } })
      expect(added.errors).toEqual([])
    })
    const started = Date.now()
    const results = await Promise.all(shoppers.map(({ shopper, userData }, index) => shopper.call<RedeemPayload>(CONFIRM_REDEEM, {
      userData, input: { firstName: 'Jan', lastName: 'Janssens', email: `redeem${index}@example.com`, confirmEmail: `redeem${index}@example.com` },
    })))
    const seconds = (Date.now() - started) / 1000
    const completed = results.filter((result) => result.order?.status === 'COMPLETED')
    const pending = results.filter((result) => result.order?.status === 'PENDING')
    const refused = results.filter((result) => result.errors.length > 0)
    expect(completed.length + pending.length + refused.length).toBe(100)
    // A refusal is a business answer (no balance, card in use), never the -1 of an unexpected error.
    expect(refused.flatMap((result) => result.errors).filter((error) => error.code === -1)).toEqual([])
    const balance = await balanceOf(database.pool, card.id)
    expect(balance).toBeGreaterThanOrEqual(0)
    const { rows: [ledger] } = await database.pool.query(`select coalesce(-sum(amount), 0)::int as debited from card_ledger where card_id = $1 and kind = 'REDEEM'`, [card.id])
    const { rows: [applied] } = await database.pool.query(`select coalesce(sum(amount), 0)::int as applied from order_card_payments where card_id = $1`, [card.id])
    expect(ledger.debited).toBe(50 * unit - balance)
    expect(applied.applied).toBe(ledger.debited)
    // Each completed order cost one unit of balance; pending ones carry the rest as their remainder.
    expect(ledger.debited).toBe(completed.length * unit + pending.reduce((sum, result) => sum + (unit - Math.round(result.order!.totals.grandTotal.value * 100)), 0))
    expect((await checkInvariants(database.pool, { expectSent: true })).violations).toEqual([])
    record('redeem-100', { redemptions: 100, cardBalanceBefore: 50 * variation.min, unitAmount: variation.min, completed: completed.length, pending: pending.length, refused: refused.length, refusedCodes: [...new Set(refused.flatMap((result) => result.errors.map((error) => error.code)))], balanceAfter: balance / 100, confirmSeconds: seconds })
  })

  it("a catalogue change told to one instance reaches the other's cached page and remembered listing", async () => {
    // Not the choice card: its product page redirects to a route of its own.
    const { rows: [product] } = await database.pool.query(`select p.id, p.slug, t.title from products p
      join product_translations t on t.product_id = p.id and t.language = 'nl'
      where p.storefront = 'CBBE' and p.published and not p.is_choice_card order by p.position limit 1`)
    const page = () => fetch(`${b.origin}/cadeaubonnen/${product.slug}/`, { headers: { host: `cbbe.localhost:${b.port}` }, redirect: 'manual' })
      .then(async (response) => ({ status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }))
    const choiceCard = () => fetch(`${b.origin}/cadeaubonnen/choice-gift-card/`, { headers: { host: `cbbe.localhost:${b.port}` }, redirect: 'manual' })
      .then((response) => ({ status: response.status, location: response.headers.get('location') }))
    const listedTitle = async () => (await new HttpShopper(b.origin).call<{ products: Array<{ slug: string; title: string }> }>(LISTING, { userData: USER_DATA }))
      .products.find((entry) => entry.slug === product.slug)?.title
    // Cached on B: the page (rendered once, then a hit) and the API's listing.
    // The first render is stored after it is answered: ask until B serves it from its cache.
    let cached = await page()
    for (let tries = 0; cached.cache !== 'HIT' && tries < 50; tries += 1) cached = await sleep(100).then(page)
    expect(cached).toMatchObject({ status: 200, cache: 'HIT' })
    await choiceCard()
    expect(await listedTitle()).toBe(product.title)

    const renamed = `${product.title} (nieuw ${Date.now() % 1000})`
    await database.pool.query(`update product_translations set title = $1 where product_id = $2 and language = 'nl'`, [renamed, product.id])
    // Without an invalidation B keeps what it has (the page for an hour, the listing for a minute).
    expect((await page()).html).not.toContain(renamed)
    expect(await listedTitle()).toBe(product.title)

    const told = Date.now()
    const answer = await fetch(`${a.origin}/api/revalidate?storefront=CBBE`, { method: 'POST', headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } })
    expect(await answer.json()).toEqual({ status: 'ok', invalidated: 'catalog:CBBE' })
    let pageSeenAfterMs = -1
    let listingSeenAfterMs = -1
    // Bounded at 20 s, far below the listing's 60 s and the page's hour: only the announcement can explain a change.
    while (Date.now() - told < 20_000 && (pageSeenAfterMs < 0 || listingSeenAfterMs < 0)) {
      if (listingSeenAfterMs < 0 && (await listedTitle()) === renamed) listingSeenAfterMs = Date.now() - told
      if (pageSeenAfterMs < 0 && (await page()).html.includes(renamed)) pageSeenAfterMs = Date.now() - told
      await sleep(25)
    }
    expect({ page: pageSeenAfterMs >= 0, listing: listingSeenAfterMs >= 0 }).toEqual({ page: true, listing: true })
    record('catalogue-change-across-instances', { pageSeenAfterMs, listingSeenAfterMs })
    // The first render of a redirect after the change carries one Location (fetch would join two into "/a/, /a/").
    expect(await choiceCard()).toEqual({ status: 308, location: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/' })
  })

  it('runs each minute job once per slot across both instances (slots of one second here)', async () => {
    const readRuns = () => {
      const runs = new Map<string, string[]>()
      for (const server of [a, b]) {
        for (const { msg, job, slot } of jsonLogLines<{ msg: string; job: string; slot: number }>(server.logFile)) {
          if (msg === 'job ran') runs.set(`${job}@${slot}`, [...(runs.get(`${job}@${slot}`) ?? []), server.name])
        }
      }
      return runs
    }
    const slotsOf = (runs: Map<string, string[]>, job: string) => [...runs.keys()].filter((key) => key.startsWith(`${job}@`)).length
    const jobs = ['activate-paid-cards', 'order-expiry', 'mail-sweep']
    // The file's earlier tests usually give every job many slots, but a tick still running when the next
    // falls due skips that slot (a loaded CI host skipped a few): wait, bounded, until each job has run in 11.
    let runs = readRuns()
    for (const started = Date.now(); jobs.some((job) => slotsOf(runs, job) <= 10) && Date.now() - started < 30_000; runs = readRuns()) await sleep(500)
    const twice = [...runs].filter(([, servers]) => servers.length > 1)
    expect(twice).toEqual([])
    for (const job of jobs) expect(slotsOf(runs, job), job).toBeGreaterThan(10)
    const byServer = (name: string) => [...runs.values()].filter((servers) => servers[0] === name).length
    record('jobs-across-instances', { slotsRun: runs.size, byA: byServer('a'), byB: byServer('b') })
  })
})
