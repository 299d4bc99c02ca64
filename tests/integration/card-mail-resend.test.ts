import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, count, eq } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, cardMailResends, giftCards, mailOutbox, orders, packages, shipments } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { resolveUserData } from '@/server/modules/common/user-data'
import { resendCardMail } from '@/server/modules/orders/card-mail-resend'
import { decideTestPayment } from '@/server/services/payments/test-provider'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'
import { unlimitedVariation } from '@/tests/helpers/seeded-variations'

// docs/rules/checkout.md resending a gift card e-mail, through the real checkout, payment and fulfilment.
const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const ERRORS = 'errors { message code referencedRequestParameter }'
const ORDER = 'order { id status shipments { tag deliveryType } }'
const CARD = 'id productTitle amount { value currency } lastDigits recipient mailState scheduledFor remainingResends canCorrectRecipient'
const Q = {
  add: `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  delivery: `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  place: `mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { ${ORDER} ${ERRORS} } }`,
  start: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $methodId: String!) { startPayment(userData: $userData, orderUuid: $orderUuid, methodId: $methodId) { redirect { url } ${ERRORS} } }`,
  complete: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $params: [FormFieldInput!]!) { completePayment(userData: $userData, orderUuid: $orderUuid, params: $params) { order { status } ${ERRORS} } }`,
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status ${ERRORS} } }`,
  cards: `query ($userData: UserDataInput!, $orderUuid: ID!) { orderGiftCards(userData: $userData, orderUuid: $orderUuid) { cards { ${CARD} } ${ERRORS} } }`,
  resend: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $giftCardId: ID!) { resendGiftCardMail(userData: $userData, orderUuid: $orderUuid, giftCardId: $giftCardId) { card { ${CARD} } ${ERRORS} } }`,
  correct: `mutation ($userData: UserDataInput!, $orderUuid: ID!, $giftCardId: ID!, $email: String!) { correctGiftCardRecipient(userData: $userData, orderUuid: $orderUuid, giftCardId: $giftCardId, email: $email) { card { ${CARD} } ${ERRORS} } }`,
}

interface ApiError { code: number; referencedRequestParameter: string | null; message: string }
interface OrderPayload { order: { id: string; status: string; shipments: Array<{ tag: string; deliveryType: string }> } | null; errors: ApiError[] }
interface GiftCard {
  id: string; productTitle: string; amount: { value: number; currency: string }; lastDigits: string; recipient: string | null
  mailState: string; scheduledFor: string | null; remainingResends: number; canCorrectRecipient: boolean
}
interface CardsPayload { cards: GiftCard[]; errors: ApiError[] }
interface CardPayload { card: GiftCard | null; errors: ApiError[] }

const billing = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12',
  postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56',
}
const receiver = (email: string) => ({ firstName: 'Mira', lastName: 'Claes', customerType: 'PRIVATE', countryCode: 'BE', email, confirmEmail: email })
const physicalReceiver = { firstName: 'Jan', lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', street: 'Meir', houseNumber: '1', postCode: '2000', city: 'Antwerpen' }
const codesOf = (errors: ApiError[]) => errors.map((error) => [error.code, error.referencedRequestParameter])
/** A date `days` ahead of today in Brussels, as yyyy-mm-dd. */
const brusselsDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000))

describe.each(testBackends())('resending gift card e-mails on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let digital: { variationId: string; amount: number }
  let physical: { variationId: string; amount: number }
  let ip = 0
  let mailbox = 0
  const shopper = () => new TestBrowser(handler, { 'x-shop-client-address': `10.93.${backend === 'pglite' ? 1 : 2}.${++ip}` })
  const nextReceiver = () => `mira.${backend}.${++mailbox}@example.com`

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
    digital = await unlimitedVariation(testDb.db, 'digital')
    physical = await unlimitedVariation(testDb.db, 'physical')
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  interface OrderOptions { quantity?: number; email?: string; deliveryDate?: string; deliveryTime?: string; withPhysical?: boolean; pay?: boolean }
  /** Basket → delivery → placed → paid on the test payment page → COMPLETED, as a shopper does it. */
  async function paidOrder(browser: TestBrowser, options: OrderOptions = {}): Promise<string> {
    let added = await browser.call<OrderPayload>(Q.add, { userData, input: { ...digital, quantity: options.quantity ?? 1, message: 'Proficiat!' } })
    if (options.withPhysical) added = await browser.call<OrderPayload>(Q.add, { userData, input: { ...physical, quantity: 1 } })
    expect(added.data.errors).toEqual([])
    for (const shipment of added.data.order!.shipments) {
      const input = shipment.deliveryType === 'DIGITAL'
        ? { shipmentTag: shipment.tag, deliveryDate: options.deliveryDate, deliveryTime: options.deliveryTime, deliveryAddress: receiver(options.email ?? nextReceiver()) }
        : { shipmentTag: shipment.tag, deliveryAddress: physicalReceiver }
      expect((await browser.call<OrderPayload>(Q.delivery, { userData, input })).data.errors).toEqual([])
    }
    const placed = await browser.call<OrderPayload>(Q.place, { userData, input: { customerType: 'PRIVATE', billingAddress: billing, acceptTerms: true } })
    expect(placed.data.errors).toEqual([])
    const orderId = placed.data.order!.id
    if (options.pay === false) return orderId
    const started = await browser.call<{ redirect: { url: string }; errors: ApiError[] }>(Q.start, { userData, orderUuid: orderId, methodId: 'bancontact' })
    const paymentId = new URL(started.data.redirect.url).searchParams.get('payment')!
    await decideTestPayment(testDb.db, paymentId, 'AUTHORISED')
    const paid = await browser.call<{ order: { status: string } }>(Q.complete, { userData, orderUuid: orderId, params: [{ name: 'payment', value: paymentId }] })
    expect(paid.data.order.status).toBe('COMPLETED')
    return orderId
  }

  const cardsOf = (orderId: string) => testDb.db.select().from(giftCards).where(eq(giftCards.orderId, orderId)).orderBy(asc(giftCards.createdAt), asc(giftCards.number))
  const mailsOf = (cardId: string) => testDb.db.select().from(mailOutbox).where(eq(mailOutbox.giftCardId, cardId)).orderBy(asc(mailOutbox.createdAt))
  const logOf = (cardId: string) => testDb.db.select().from(cardMailResends).where(eq(cardMailResends.cardId, cardId)).orderBy(asc(cardMailResends.createdAt))
  const outboxCount = async () => Number((await testDb.db.select({ total: count() }).from(mailOutbox))[0]!.total)
  /** Everything a resend must leave alone: the order's cards, their ledger and the order itself. */
  const untouched = async (orderId: string) => ({
    cards: await cardsOf(orderId),
    ledger: await testDb.db.select().from(cardLedger).where(eq(cardLedger.orderId, orderId)).orderBy(asc(cardLedger.id)),
    order: await testDb.db.select().from(orders).where(eq(orders.id, orderId)),
  })
  const resend = (browser: TestBrowser, orderUuid: string, giftCardId: string) => browser.call<CardPayload>(Q.resend, { userData, orderUuid, giftCardId })
  const correct = (browser: TestBrowser, orderUuid: string, giftCardId: string, email: string) => browser.call<CardPayload>(Q.correct, { userData, orderUuid, giftCardId, email })

  it('lists the digital cards and resends a card e-mail as a copy, logged, leaving card, ledger and order untouched', async () => {
    const browser = shopper()
    const email = nextReceiver()
    const orderId = await paidOrder(browser, { quantity: 2, email })
    const [first, second] = await cardsOf(orderId)
    const listed = await browser.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })
    expect(listed.data.errors).toEqual([])
    expect(listed.data.cards.map((card) => card.id)).toEqual([first!.id, second!.id])
    expect(listed.data.cards[0]).toMatchObject({
      lastDigits: first!.number.slice(-4), recipient: email, mailState: 'SENT', scheduledFor: null, remainingResends: 3, canCorrectRecipient: true,
      amount: { value: digital.amount, currency: 'EUR' },
    })
    // The giver never sees the whole number.
    expect(JSON.stringify(listed.data)).not.toContain(first!.number)

    const [original] = await mailsOf(first!.id)
    expect(original!.sentAt).not.toBeNull()
    const before = await untouched(orderId)
    const answer = await resend(browser, orderId, first!.id)
    expect(answer.data.errors).toEqual([])
    expect(answer.data.card).toMatchObject({ id: first!.id, recipient: email, mailState: 'SENT', remainingResends: 2, canCorrectRecipient: true })

    const mails = await mailsOf(first!.id)
    expect(mails).toHaveLength(2)
    const copy = mails[1]!
    expect(copy.id).not.toBe(original!.id)
    expect({ kind: copy.kind, recipient: copy.recipient, subject: copy.subject, html: copy.html, text: copy.text, attachments: copy.attachments, giftCardId: copy.giftCardId })
      .toEqual({ kind: original!.kind, recipient: email, subject: original!.subject, html: original!.html, text: original!.text, attachments: original!.attachments, giftCardId: first!.id })
    // Delivered right away, like the first e-mail.
    expect(copy.sentAt).not.toBeNull()
    expect(await logOf(first!.id)).toMatchObject([{ kind: 'RESEND', previousRecipient: email, recipient: email, customerId: null, mailId: copy.id }])
    expect(await mailsOf(second!.id)).toHaveLength(1)
    expect(await untouched(orderId)).toEqual(before)
  })

  it('refuses the 4th resend of a card within 24 hours, and allows it again once 24 hours passed', async () => {
    const browser = shopper()
    const orderId = await paidOrder(browser)
    const [card] = await cardsOf(orderId)
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await resend(browser, orderId, card!.id)).data.errors).toEqual([])
    const mailsBefore = await outboxCount()
    const fourth = await resend(browser, orderId, card!.id)
    expect(codesOf(fourth.data.errors)).toEqual([[ERROR_CODES.CARD_RESEND_LIMIT, 'giftCardId']])
    expect(fourth.data.errors[0]!.message).toBe('De e-mail van deze cadeaubon is de afgelopen 24 uur al 3 keer opnieuw verstuurd. Probeer het later opnieuw.')
    expect(fourth.data.card).toBeNull()
    expect(await outboxCount()).toBe(mailsBefore)
    expect(await logOf(card!.id)).toHaveLength(3)
    expect((await browser.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })).data.cards[0]!.remainingResends).toBe(0)

    // The service with its clock moved on: the window slides past the first three resends.
    const shopperContext = resolveUserData(userData)
    if (!shopperContext.ok) throw new Error('userData')
    const [firstResend] = await logOf(card!.id)
    const request = (now: Date) => ({ db: testDb.db, shopper: shopperContext.value, sessionToken: null, basketToken: browser.cookies.get('basket')!, clientIp: '10.93.99.1', now })
    const justBefore = new Date(firstResend!.createdAt.getTime() + 24 * 60 * 60 * 1000 - 1000)
    const early = await resendCardMail(request(justBefore), { orderUuid: orderId, giftCardId: card!.id })
    expect(early.ok ? [] : early.errors.map((error) => error.code)).toEqual([ERROR_CODES.CARD_RESEND_LIMIT])
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000)
    const allowed = await resendCardMail(request(later), { orderUuid: orderId, giftCardId: card!.id })
    expect(allowed.ok && allowed.value.remainingResends).toBe(2)
    expect(await logOf(card!.id)).toHaveLength(4)
  })

  it('refuses the 11th resend of one order within 24 hours', async () => {
    const browser = shopper()
    const orderId = await paidOrder(browser, { quantity: 4 })
    const cards = await cardsOf(orderId)
    for (const card of cards.slice(0, 3)) for (let attempt = 0; attempt < 3; attempt += 1) expect((await resend(browser, orderId, card.id)).data.errors).toEqual([])
    const listed = await browser.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })
    expect(listed.data.cards.map((card) => card.remainingResends)).toEqual([0, 0, 0, 1])
    expect((await resend(browser, orderId, cards[3]!.id)).data.errors).toEqual([])
    const eleventh = await resend(browser, orderId, cards[3]!.id)
    expect(codesOf(eleventh.data.errors)).toEqual([[ERROR_CODES.ORDER_RESEND_LIMIT, 'giftCardId']])
    expect(await logOf(cards[3]!.id)).toHaveLength(1)
  })

  it('corrects the address once: the e-mail goes to the new one, later resends follow it, a second correction is refused', async () => {
    const browser = shopper()
    const wrong = nextReceiver()
    const orderId = await paidOrder(browser, { email: wrong })
    const [card] = await cardsOf(orderId)
    const before = await untouched(orderId)
    const right = `Right.${nextReceiver()}`
    const corrected = await correct(browser, orderId, card!.id, `  ${right} `)
    expect(corrected.data.errors).toEqual([])
    expect(corrected.data.card).toMatchObject({ recipient: right, mailState: 'SENT', canCorrectRecipient: false, remainingResends: 3 })
    const mails = await mailsOf(card!.id)
    expect(mails.map((mail) => mail.recipient)).toEqual([wrong, right])
    expect(mails[1]!.html).toBe(mails[0]!.html)
    expect(mails[1]!.sentAt).not.toBeNull()
    expect(await logOf(card!.id)).toMatchObject([{ kind: 'CORRECT_RECIPIENT', previousRecipient: wrong, recipient: right, mailId: mails[1]!.id }])

    const again = await correct(browser, orderId, card!.id, nextReceiver())
    expect(codesOf(again.data.errors)).toEqual([[ERROR_CODES.RECIPIENT_ALREADY_CORRECTED, 'giftCardId']])
    expect((await resend(browser, orderId, card!.id)).data.card?.recipient).toBe(right)
    expect((await mailsOf(card!.id)).map((mail) => mail.recipient)).toEqual([wrong, right, right])
    expect(await untouched(orderId)).toEqual(before)
  })

  it('refuses a correction to an invalid, empty or identical address, and once the receiver opened the card', async () => {
    const browser = shopper()
    const email = nextReceiver()
    const orderId = await paidOrder(browser, { email, quantity: 2 })
    const [card, opened] = await cardsOf(orderId)
    expect(codesOf((await correct(browser, orderId, card!.id, 'mira@example')).data.errors)).toEqual([[ERROR_CODES.INVALID_EMAIL, 'email']])
    expect(codesOf((await correct(browser, orderId, card!.id, '   ')).data.errors)).toEqual([[ERROR_CODES.FIELD_REQUIRED, 'email']])
    expect(codesOf((await correct(browser, orderId, card!.id, email.toUpperCase())).data.errors)).toEqual([[ERROR_CODES.RECIPIENT_UNCHANGED, 'email']])
    expect(await mailsOf(card!.id)).toHaveLength(1)
    expect(await logOf(card!.id)).toEqual([])

    // The receiver opens the card data page from the e-mail: from then on the address stays.
    const [mail] = await mailsOf(opened!.id)
    const link = /href="(https?:\/\/[^"]+\/kaartgegevens\/[^"]+)"/.exec(mail!.html)![1]!
    const token = decodeURIComponent(/\/kaartgegevens\/([^/]+)\/$/.exec(new URL(link.replaceAll('&amp;', '&')).pathname)![1]!)
    const read = await shopper().call<{ card: { cardNumber: string } | null; errors: ApiError[] }>(
      'query ($userData: UserDataInput!, $token: String!) { cardData(userData: $userData, token: $token) { card { cardNumber } errors { code } } }', { userData, token })
    expect(read.data.card?.cardNumber).toBe(opened!.number)
    expect((await cardsOf(orderId))[1]!.openedAt).not.toBeNull()
    expect((await browser.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })).data.cards[1]!.canCorrectRecipient).toBe(false)
    const refused = await correct(browser, orderId, opened!.id, nextReceiver())
    expect(codesOf(refused.data.errors)).toEqual([[ERROR_CODES.CARD_ALREADY_OPENED, 'giftCardId']])
    expect(await mailsOf(opened!.id)).toHaveLength(1)
    // A resend stays possible: it goes to the same receiver.
    expect((await resend(browser, orderId, opened!.id)).data.errors).toEqual([])
  })

  it('redirects a scheduled card e-mail instead of sending another, and refuses to resend it before it is sent', async () => {
    const browser = shopper()
    const wrong = nextReceiver()
    const date = brusselsDate(3)
    const orderId = await paidOrder(browser, { email: wrong, deliveryDate: date, deliveryTime: '10:15' })
    const [card] = await cardsOf(orderId)
    const [pending] = await mailsOf(card!.id)
    expect(pending!.sentAt).toBeNull()
    const listed = await browser.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })
    expect(listed.data.cards[0]).toMatchObject({ mailState: 'SCHEDULED', scheduledFor: pending!.sendAfter!.toISOString(), recipient: wrong, remainingResends: 0, canCorrectRecipient: true })

    const mailsBefore = await outboxCount()
    expect(codesOf((await resend(browser, orderId, card!.id)).data.errors)).toEqual([[ERROR_CODES.CARD_MAIL_NOT_SENT, 'giftCardId']])
    const right = nextReceiver()
    const corrected = await correct(browser, orderId, card!.id, right)
    expect(corrected.data.card).toMatchObject({ mailState: 'SCHEDULED', recipient: right, canCorrectRecipient: false })
    expect(await outboxCount()).toBe(mailsBefore)
    const [redirected] = await mailsOf(card!.id)
    expect(redirected).toMatchObject({ id: pending!.id, recipient: right, sendAfter: pending!.sendAfter, sentAt: null, html: pending!.html })
    expect(await logOf(card!.id)).toMatchObject([{ kind: 'CORRECT_RECIPIENT', previousRecipient: wrong, recipient: right, mailId: pending!.id }])
  })

  // docs/orders.md Delivery: a refusal may have been the old address's fault; a handed-over mail may have gone to it.
  it('redirects a refused card e-mail with its attempts started over, and copies one a killed sender had handed over', async () => {
    const browser = shopper()
    const orderId = await paidOrder(browser, { quantity: 2, email: nextReceiver(), deliveryDate: brusselsDate(3), deliveryTime: '10:15' })
    const [refusedCard, cutCard] = await cardsOf(orderId)
    const [refused] = await mailsOf(refusedCard!.id)
    const [cut] = await mailsOf(cutCard!.id)
    await testDb.db.update(mailOutbox).set({ attempts: 1, failedAt: new Date(), lastError: '550 5.1.1 No such user' }).where(eq(mailOutbox.id, refused!.id))
    await testDb.db.update(mailOutbox).set({ handedOverAt: new Date(Date.now() - 10 * 60_000), claimedUntil: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, cut!.id))

    const right = nextReceiver()
    expect((await correct(browser, orderId, refusedCard!.id, right)).data.errors).toEqual([])
    expect(await mailsOf(refusedCard!.id)).toMatchObject([{ id: refused!.id, recipient: right, attempts: 0, failedAt: null, lastError: null, nextAttemptAt: null, sentAt: null }])

    const other = nextReceiver()
    expect((await correct(browser, orderId, cutCard!.id, other)).data.errors).toEqual([])
    const cutMails = await mailsOf(cutCard!.id)
    expect(cutMails.map((mail) => mail.recipient)).toEqual([cut!.recipient, other])
    expect(cutMails[0]).toMatchObject({ id: cut!.id, sentAt: null, handedOverAt: expect.any(Date) })
  })

  it("refuses another browser, another customer's account, an unpaid order, a physical card and a card of another order", async () => {
    const owner = shopper()
    const password = 'Kado-2026!'
    const register = (browser: TestBrowser, email: string) => browser.call<{ status: string }>(Q.register, { userData, input: {
      customerType: 'PRIVATE', email, password, passwordConfirmation: password, firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
    } })
    expect((await register(owner, `owner.${backend}.${Date.now()}@example.com`)).data.status).toBe('CREATED')
    const orderId = await paidOrder(owner, { withPhysical: true })
    const [card] = await cardsOf(orderId)
    const ownerResend = await resend(owner, orderId, card!.id)
    expect(ownerResend.data.errors).toEqual([])
    const [order] = await testDb.db.select().from(orders).where(eq(orders.id, orderId))
    expect((await logOf(card!.id))[0]!.customerId).toBe(order!.customerId)

    const other = shopper()
    expect((await register(other, `other.${backend}.${Date.now()}@example.com`)).data.status).toBe('CREATED')
    for (const browser of [other, shopper()]) {
      expect(codesOf((await browser.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })).data.errors)).toEqual([[ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid']])
      expect(codesOf((await resend(browser, orderId, card!.id)).data.errors)).toEqual([[ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid']])
      expect(codesOf((await correct(browser, orderId, card!.id, nextReceiver())).data.errors)).toEqual([[ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid']])
    }
    expect(codesOf((await resend(owner, 'not-a-uuid', card!.id)).data.errors)).toEqual([[ERROR_CODES.ORDER_NOT_FOUND, 'orderUuid']])

    // A card of the physical shipment (issued by the warehouse) is not mailed, so not resent.
    const [physicalPackage] = await testDb.db.select({ id: packages.id, productId: packages.productId }).from(packages)
      .innerJoin(shipments, eq(shipments.id, packages.shipmentId)).where(and(eq(packages.orderId, orderId), eq(shipments.deliveryType, 'PHYSICAL')))
    const number = `${card!.number.slice(0, -4)}${String((Number(card!.number.slice(-4)) + 1) % 10_000).padStart(4, '0')}`
    const [printed] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:123456`), storefront: 'CBBE', productId: physicalPackage!.productId, orderId, packageId: physicalPackage!.id,
      currency: 'EUR', initialAmount: 3333, status: 'ACTIVE', expiresAt: card!.expiresAt,
    }).returning()
    expect(codesOf((await resend(owner, orderId, printed!.id)).data.errors)).toEqual([[ERROR_CODES.GIFT_CARD_NOT_IN_ORDER, 'giftCardId']])
    expect((await owner.call<CardsPayload>(Q.cards, { userData, orderUuid: orderId })).data.cards.map((listed) => listed.id)).toEqual([card!.id])

    // A card of another of the owner's orders, and no card at all.
    const secondOrder = await paidOrder(owner)
    expect(codesOf((await resend(owner, secondOrder, card!.id)).data.errors)).toEqual([[ERROR_CODES.GIFT_CARD_NOT_IN_ORDER, 'giftCardId']])
    expect(codesOf((await correct(owner, orderId, 'nope', nextReceiver())).data.errors)).toEqual([[ERROR_CODES.GIFT_CARD_NOT_IN_ORDER, 'giftCardId']])

    const payer = shopper()
    const unpaid = await paidOrder(payer, { pay: false })
    expect(codesOf((await payer.call<CardsPayload>(Q.cards, { userData, orderUuid: unpaid })).data.errors)).toEqual([[ERROR_CODES.ORDER_NOT_PAID, 'orderUuid']])
    expect(await logOf(card!.id)).toHaveLength(1)
  })

  it.runIf(backend === 'postgres')('never passes the limit when resends race', async () => {
    const browser = shopper()
    const orderId = await paidOrder(browser)
    const [card] = await cardsOf(orderId)
    const answers = await Promise.all(Array.from({ length: 6 }, () => resend(browser, orderId, card!.id)))
    expect(answers.filter((answer) => answer.data.errors.length === 0)).toHaveLength(3)
    expect(answers.flatMap((answer) => answer.data.errors.map((error) => error.code))).toEqual([ERROR_CODES.CARD_RESEND_LIMIT, ERROR_CODES.CARD_RESEND_LIMIT, ERROR_CODES.CARD_RESEND_LIMIT])
    expect(await logOf(card!.id)).toHaveLength(3)
    expect(await mailsOf(card!.id)).toHaveLength(4)
  })
})
