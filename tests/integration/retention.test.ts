import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import {
  cardLedger, customers, giftCards, mailOutbox, orders, packages, passwordResetTokens, payments, productVariations, products,
  rateLimitCounters, redeemTokens, sessions, shipments, testProviderPayments,
} from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { purgeExpired, RETENTION_BATCH } from '@/server/modules/retention/retention-job'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { code referencedRequestParameter }'
const Q = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { order { id shipments { tag } } ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id status } ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { order { status } ${ERRORS} } }`,
  release: `mutation ($userData: UserDataInput!, $orderUuid: ID!) { releasePendingOrder(userData: $userData, orderUuid: $orderUuid) { order { status } ${ERRORS} } }`,
}
interface Errors { errors: Array<{ code: number }> }

const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56',
}
const receiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com' }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe.each(testBackends())('retention on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let digital: { variationId: string; amount: number }
  let ip = 0
  // The clock the purge runs at; rows are dated relative to it.
  const now = new Date()
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.6.${Math.floor(++ip / 250)}.${ip % 250}` })

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    const [row] = await testDb.db.select({ variation: productVariations, product: products }).from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(productVariations.variationType, 'digital'), sql`${productVariations.stock} is null`, sql`${products.brandKey} <> 'apple'`))
      .limit(1)
    digital = { variationId: String(row!.variation.id), amount: row!.variation.pricesToShow[0]! / 100 }
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  async function basket(browser = shopper()) {
    const added = await browser.call<Errors & { order: { id: string; shipments: Array<{ tag: string }> } }>(Q.add, { userData, input: { variationId: digital.variationId, amount: digital.amount, quantity: 1 } })
    expect(added.data.errors).toEqual([])
    return { browser, id: added.data.order.id, tag: added.data.order.shipments[0]!.tag }
  }

  async function placed() {
    const { browser, id, tag } = await basket()
    expect((await browser.call<Errors>(Q.delivery, { userData, input: { shipmentTag: tag, deliveryAddress: receiver } })).data.errors).toEqual([])
    expect((await browser.call<Errors>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })).data.errors).toEqual([])
    return { browser, id }
  }

  async function startTestPayment(browser: TestBrowser, id: string) {
    const started = await browser.call<Errors & { redirect: { url: string } }>(Q.start, { userData, orderUuid: id, methodId: 'bancontact' })
    expect(started.data.errors).toEqual([])
    return new URL(started.data.redirect.url).searchParams.get('payment')!
  }

  async function paid() {
    const { browser, id } = await placed()
    const paymentId = await startTestPayment(browser, id)
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    const done = await browser.call<Errors & { order: { status: string } }>(Q.complete, { userData, orderUuid: id, params: [{ name: 'payment', value: paymentId }] })
    expect(done.data.order.status).toBe('COMPLETED')
    return { id, paymentId }
  }

  const setUpdated = (id: string, at: Date) => testDb.db.update(orders).set({ updatedAt: at, createdAt: at }).where(eq(orders.id, id))
  const exists = async (id: string) => (await testDb.db.$count(orders, eq(orders.id, id))) === 1

  async function customer(email: string) {
    const [row] = await testDb.db.insert(customers).values({
      storefront: 'CBBE', emailKey: email, email, passwordHash: 'x', customerType: 'PRIVATE', language: 'nl', firstName: 'A', lastName: 'B', countryCode: 'BE',
    }).returning()
    return row!
  }

  it('removes exactly what outlived its retention, and nothing else', async () => {
    // Anonymous baskets: 30 days and a minute untouched goes (with shipments and packages), 29 days 23 h stays.
    const stale = await basket()
    const fresh = await basket()
    await setUpdated(stale.id, ago(30 * DAY + MINUTE))
    await setUpdated(fresh.id, ago(29 * DAY + 23 * HOUR))
    // A paid order, a placed unpaid one and a released basket that met a payment: old, and all kept.
    const paidOrder = await paid()
    const pending = await placed()
    const released = await placed()
    await startTestPayment(released.browser, released.id)
    expect((await released.browser.call<Errors & { order: { status: string } }>(Q.release, { userData, orderUuid: released.id })).data.order.status).toBe('CART')
    for (const id of [paidOrder.id, pending.id, released.id]) await setUpdated(id, ago(400 * DAY))
    const cards = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, paidOrder.id))
    expect(cards.length).toBe(1)
    const ledgerBefore = await testDb.db.select().from(cardLedger).where(eq(cardLedger.cardId, cards[0]!.id))

    // An account's basket does not expire (one per account and storefront; the account is the bound).
    const owner = await customer('owner@example.com')
    const [accountBasket] = await testDb.db.insert(orders).values({
      storefront: 'CBBE', language: 'nl', currency: 'EUR', customerId: owner.id, createdAt: ago(400 * DAY), updatedAt: ago(400 * DAY),
    }).returning()

    await testDb.db.insert(sessions).values([
      { tokenHash: 'session-expired', customerId: owner.id, createdAt: ago(31 * DAY), expiresAt: ago(1000) },
      { tokenHash: 'session-valid', customerId: owner.id, createdAt: ago(30 * DAY - MINUTE), expiresAt: new Date(now.getTime() + MINUTE) },
    ])
    await testDb.db.insert(rateLimitCounters).values([
      { key: 'test:ended', windowStart: ago(HOUR), count: 3, expiresAt: ago(1) },
      { key: 'test:running', windowStart: ago(MINUTE), count: 3, expiresAt: new Date(now.getTime() + MINUTE) },
    ])
    const card = cards[0]!.id
    await testDb.db.insert(redeemTokens).values([
      { tokenHash: 'redeem-expired', cardId: card, createdAt: ago(2 * HOUR + 1000), expiresAt: ago(1000) },
      { tokenHash: 'redeem-valid', cardId: card, createdAt: ago(HOUR), expiresAt: new Date(now.getTime() + HOUR) },
    ])
    await testDb.db.insert(passwordResetTokens).values([
      { tokenHash: 'reset-expired', customerId: owner.id, createdAt: ago(2 * HOUR), expiresAt: ago(HOUR) },
      { tokenHash: 'reset-used', customerId: owner.id, createdAt: ago(MINUTE), expiresAt: new Date(now.getTime() + HOUR), usedAt: ago(1000) },
      { tokenHash: 'reset-open', customerId: owner.id, createdAt: ago(MINUTE), expiresAt: new Date(now.getTime() + HOUR) },
    ])
    const mail = (subject: string, sentAt: Date | null, attempts = 1) =>
      ({ kind: 'TEST', recipient: 'x@example.com', subject, html: '', text: '', createdAt: ago(400 * DAY), sentAt, attempts })
    await testDb.db.insert(mailOutbox).values([
      mail('sent-old', ago(30 * DAY + MINUTE)),
      mail('sent-recent', ago(29 * DAY + 23 * HOUR)),
      { ...mail('failed', null, 5), lastError: 'connection refused' },
    ])
    const testPayment = (reference: string, createdAt: Date) =>
      ({ reference, amount: 100, currency: 'EUR', methodId: 'bancontact', returnUrl: 'http://shop.test/', createdAt })
    await testDb.db.insert(testProviderPayments).values([testPayment('old', ago(30 * DAY + MINUTE)), testPayment('recent', ago(29 * DAY + 23 * HOUR))])

    const counts = await purgeExpired(testDb.db, now, {})
    expect(counts).toEqual({ baskets: 1, sessions: 1, rateLimitWindows: 1, redeemTokens: 1, resetTokens: 2, mail: 1, testPayments: 1 })

    expect(await exists(stale.id)).toBe(false)
    expect(await testDb.db.$count(shipments, eq(shipments.orderId, stale.id))).toBe(0)
    expect(await testDb.db.$count(packages, eq(packages.orderId, stale.id))).toBe(0)
    for (const id of [fresh.id, paidOrder.id, pending.id, released.id, accountBasket!.id]) expect(await exists(id), id).toBe(true)
    expect(await testDb.db.$count(packages, inArray(packages.orderId, [fresh.id, paidOrder.id, pending.id, released.id]))).toBe(4)
    expect(await testDb.db.$count(payments, eq(payments.orderId, released.id))).toBe(1)
    expect(await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, paidOrder.id))).toEqual(cards)
    expect(await testDb.db.select().from(cardLedger).where(eq(cardLedger.cardId, card))).toEqual(ledgerBefore)
    expect((await testDb.db.select({ key: sessions.tokenHash }).from(sessions)).map((row) => row.key)).toEqual(['session-valid'])
    expect((await testDb.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(sql`${rateLimitCounters.key} like 'test:%'`)).map((row) => row.key)).toEqual(['test:running'])
    expect((await testDb.db.select({ key: redeemTokens.tokenHash }).from(redeemTokens)).map((row) => row.key)).toEqual(['redeem-valid'])
    expect((await testDb.db.select({ key: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map((row) => row.key)).toEqual(['reset-open'])
    const subjects = (await testDb.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.kind, 'TEST'))).map((row) => row.subject).sort()
    expect(subjects).toEqual(['failed', 'sent-recent'])
    // The order's own mails (sent just now) stay.
    expect(await testDb.db.$count(mailOutbox, sql`${mailOutbox.kind} <> 'TEST'`)).toBeGreaterThan(0)
    const references = (await testDb.db.select({ reference: testProviderPayments.reference, id: testProviderPayments.id }).from(testProviderPayments))
    expect(references.map((row) => row.reference)).not.toContain('old')
    expect(references.map((row) => row.reference)).toContain('recent')
    expect(references.map((row) => row.id)).toContain(paidOrder.paymentId)

    // A second run finds nothing left to do.
    expect(Object.values(await purgeExpired(testDb.db, now, {})).every((count) => count === 0)).toBe(true)
  }, 60_000)

  it('follows BASKET_RETENTION_DAYS and MAIL_RETENTION_DAYS, and purges nothing on a value it cannot read', async () => {
    const week = await basket()
    await setUpdated(week.id, ago(7 * DAY + MINUTE))
    const [sent] = await testDb.db.insert(mailOutbox).values({ kind: 'TEST2', recipient: 'x@example.com', subject: 's', html: '', text: '', sentAt: ago(7 * DAY + MINUTE) }).returning()
    await testDb.db.insert(sessions).values({ tokenHash: 'session-expired-2', customerId: (await customer('cfg@example.com')).id, expiresAt: ago(1000) })

    // Unreadable: those two purges are skipped and reported; the others still run.
    await expect(purgeExpired(testDb.db, now, { BASKET_RETENTION_DAYS: '0', MAIL_RETENTION_DAYS: '7 days' })).rejects.toThrow(/BASKET_RETENTION_DAYS.*MAIL_RETENTION_DAYS/)
    expect(await exists(week.id)).toBe(true)
    expect(await testDb.db.$count(mailOutbox, eq(mailOutbox.id, sent!.id))).toBe(1)
    expect(await testDb.db.$count(sessions, eq(sessions.tokenHash, 'session-expired-2'))).toBe(0)

    await purgeExpired(testDb.db, now, { BASKET_RETENTION_DAYS: '8', MAIL_RETENTION_DAYS: '8' })
    expect(await exists(week.id)).toBe(true)
    expect(await testDb.db.$count(mailOutbox, eq(mailOutbox.id, sent!.id))).toBe(1)
    await purgeExpired(testDb.db, now, { BASKET_RETENTION_DAYS: '7', MAIL_RETENTION_DAYS: '7' })
    expect(await exists(week.id)).toBe(false)
    expect(await testDb.db.$count(mailOutbox, eq(mailOutbox.id, sent!.id))).toBe(0)
  })

  it('is safe when every instance runs it at once, and deletes in bounded batches', async () => {
    const stale = await Promise.all(Array.from({ length: 12 }, () => basket()))
    for (const { id } of stale) await setUpdated(id, ago(31 * DAY))
    const windows = RETENTION_BATCH + 5
    await testDb.db.insert(rateLimitCounters).values(Array.from({ length: windows }, (_, index) => ({ key: `burst:${index}`, windowStart: ago(2 * HOUR), count: 1, expiresAt: ago(HOUR) })))

    const runs = await Promise.all([purgeExpired(testDb.db, now, {}), purgeExpired(testDb.db, now, {}), purgeExpired(testDb.db, now, {})])
    expect(runs.reduce((sum, run) => sum + run.baskets, 0)).toBe(12)
    for (const { id } of stale) expect(await exists(id)).toBe(false)
    // Each run takes at most one batch per table; together they took every ended window exactly once.
    for (const run of runs) expect(run.rateLimitWindows).toBeLessThanOrEqual(RETENTION_BATCH)
    const taken = runs.reduce((sum, run) => sum + run.rateLimitWindows, 0)
    const left = await testDb.db.$count(rateLimitCounters, sql`${rateLimitCounters.key} like 'burst:%'`)
    expect(taken + left).toBe(windows)
    await purgeExpired(testDb.db, now, {})
    expect(await testDb.db.$count(rateLimitCounters, sql`${rateLimitCounters.key} like 'burst:%'`)).toBe(0)
  }, 60_000)

  it('finds its rows through indexes, not by reading whole tables', async () => {
    // Tiny test tables would be scanned anyway; forbid that to see which index each purge can use.
    const plans: string[] = []
    const rollback = new Error('rollback')
    await testDb.db.transaction(async (tx) => {
      // Many fresh anonymous baskets (bots): the purge must not read them all to find the stale few.
      await tx.execute(sql`insert into orders (storefront, language, currency, owner_token_hash)
        select 'CBBE', 'nl', 'EUR', 'bot-' || n from generate_series(1, 3000) as n`)
      await tx.execute(sql`analyze orders`)
      await tx.execute(sql`set local enable_seqscan = off`)
      const explain = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
        const { sql: text, params } = query.toSQL()
        const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${params[Number(n) - 1] instanceof Date ? (params[Number(n) - 1] as Date).toISOString() : String(params[Number(n) - 1])}'`)
        const result = await tx.execute(sql.raw(`explain ${inlined}`))
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>
        plans.push(rows.map((row) => Object.values(row)[0]).join('\n'))
      }
      await explain(tx.select({ id: orders.id }).from(orders)
        .where(and(sql`${orders.status} = 'CART'`, sql`${orders.customerId} is null`, sql`${orders.updatedAt} <= ${ago(30 * DAY)}`)).limit(10))
      await explain(tx.select({ key: sessions.tokenHash }).from(sessions).where(sql`${sessions.expiresAt} <= ${now}`).limit(10))
      await explain(tx.select({ key: redeemTokens.tokenHash }).from(redeemTokens).where(sql`${redeemTokens.expiresAt} <= ${now}`).limit(10))
      await explain(tx.select({ key: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(sql`${passwordResetTokens.usedAt} is not null`).limit(10))
      await explain(tx.select({ id: mailOutbox.id }).from(mailOutbox).where(sql`${mailOutbox.sentAt} <= ${now}`).limit(10))
      await explain(tx.select({ id: testProviderPayments.id }).from(testProviderPayments).where(sql`${testProviderPayments.createdAt} <= ${now}`).limit(10))
      await explain(tx.select({ id: cardLedger.id }).from(cardLedger).where(eq(cardLedger.orderId, '00000000-0000-0000-0000-000000000000')))
      await explain(tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.packageId, '00000000-0000-0000-0000-000000000000')))
      throw rollback
    }).catch((error: unknown) => {
      if (error !== rollback) throw error
    })
    const indexes = ['orders_anonymous_cart_idx', 'sessions_expiry_idx', 'redeem_tokens_expiry_idx', 'password_reset_tokens_used_idx',
      'mail_outbox_pending_idx', 'test_provider_payments_created_idx', 'card_ledger_order_idx', 'gift_cards_package_idx']
    indexes.forEach((index, position) => expect(plans[position], index).toContain(index))
  })
})
