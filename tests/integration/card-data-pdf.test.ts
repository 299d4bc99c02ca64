import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { getStorefront } from '@/config/storefronts/resolve'
import { seedCatalogue } from '@/server/db/seed'
import { cardLedger, giftCards, orders, packages, productTranslations, productVariations, products, shipments } from '@/server/db/schema'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { cardDataLink } from '@/server/modules/card-data/card-data-service'
import { CARD_DATA_LINK_DAYS } from '@/server/modules/card-data/card-data-token'
import { cardPdfResponse } from '@/server/http/card-pdf-response'
import { pdfText, qrCodesOn } from '@/tests/helpers/pdf-text'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * GET /api/card-data/<token>/pdf/: the card of a card data link as a PDF to print, for that link only,
 * in that link's storefront only, refused like the page for anything else and never stored by a cache.
 */
const CBBE = getStorefront('CBBE')

describe.each(testBackends())('the card PDF download on %s', (backend) => {
  let testDb: TestDb

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
  })
  afterAll(async () => testDb?.close())

  /** A card bought in an order, as fulfilment issues it: with the buyer's name and the package's note. */
  async function boughtCard(options: { choice?: boolean; message?: string | null } = {}) {
    const [product] = await testDb.db.select({ id: products.id, slug: products.slug }).from(products)
      .where(and(eq(products.storefront, 'CBBE'), eq(products.isChoiceCard, options.choice ?? false), eq(products.productType, 'GIFTCARD_DIGITAL'))).limit(1)
    const [variation] = await testDb.db.select({ id: productVariations.id }).from(productVariations).where(eq(productVariations.productId, product!.id)).limit(1)
    const [order] = await testDb.db.insert(orders).values({
      storefront: 'CBBE', language: 'nl', currency: 'EUR', status: 'COMPLETED',
      billingAddress: {
        firstName: 'Zoë', lastName: 'Peeters', customerType: 'PRIVATE', companyName: null, countryCode: 'BE', postCode: null, houseNumber: null, suffix: null,
        street: null, city: null, email: 'zoe@example.com', invoiceEmail: null, phoneNumber: null, vatNumber: null, kvkNumber: null, referenceNumber: null,
      },
    }).returning()
    const [shipment] = await testDb.db.insert(shipments).values({ orderId: order!.id, tag: 'mail-1', deliveryType: 'DIGITAL', position: 0 }).returning()
    const [line] = await testDb.db.insert(packages).values({
      orderId: order!.id, shipmentId: shipment!.id, productId: product!.id, variationId: variation!.id, kind: 'GIFTCARD', quantity: 1, unitAmount: 3745,
      message: options.message === undefined ? 'Veel plezier, & <geniet> ervan!' : options.message,
    }).returning()
    const number = newCardNumber(product!.id)
    const pin = '004711'
    const [card] = await testDb.db.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront: 'CBBE', productId: product!.id, orderId: order!.id, packageId: line!.id,
      currency: 'EUR', initialAmount: 3745, status: 'ACTIVE', expiresAt: new Date(Date.now() + 3 * 365 * 86_400_000),
    }).returning()
    await testDb.db.insert(cardLedger).values({ cardId: card!.id, amount: 3745, kind: 'ISSUE', orderId: order!.id })
    return { card: card!, number, pin, product: product! }
  }
  const tokenOf = (link: string) => /\/kaartgegevens\/([^/]+)\/$/.exec(new URL(link).pathname)![1]!
  const download = (token: string, host = 'cbbe.localhost:3000', language = 'nl') =>
    cardPdfResponse(testDb.db, new Request(`http://${host}/api/card-data/${token}/pdf/?language=${language}`, { headers: { host } }), token)

  it('answers the card as a PDF attachment that no cache keeps, with the card, the giver\'s note and a QR code of the card page', async () => {
    const { card, number, pin, product } = await boughtCard()
    const link = await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin })
    const response = await download(tokenOf(link))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cadeaubon-${product.slug}.pdf"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    const [title] = await testDb.db.select({ title: productTranslations.title }).from(productTranslations)
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.language, 'nl')))
    expect(text).toContain(title!.title)
    expect(text).toContain('€ 37,45')
    expect(text).toContain('Van Zoë Peeters')
    expect(text).toContain('“Veel plezier, & <geniet> ervan!”')
    expect(text.join('\n')).toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '))
    expect(text.join('\n')).toContain(pin)
    // The QR code opens the same card page (this test's storefront origin comes from the environment).
    expect(await qrCodesOn(bytes)).toEqual([expect.stringMatching(new RegExp(`/kaartgegevens/${tokenOf(link)}/$`))])
  })

  it('speaks the language the card page asks for, one of the storefront\'s, else the storefront\'s own', async () => {
    const { card, number, pin } = await boughtCard({ message: null })
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const french = await pdfText(new Uint8Array(await (await download(token, 'cbbe.localhost:3000', 'fr')).arrayBuffer()))
    expect(french).toContain('De la part de Zoë Peeters')
    expect(french.join('\n')).not.toContain('“')
    const unknown = await download(token, 'cbbe.localhost:3000', 'pl')
    expect(unknown.status).toBe(200)
    expect(unknown.headers.get('content-disposition')).toMatch(/filename="cadeaubon-/)
  })

  it('names some brands a choice card opens', async () => {
    const { card, number, pin } = await boughtCard({ choice: true })
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const text = (await pdfText(new Uint8Array(await (await download(token)).arrayBuffer()))).join(' ')
    const [brand] = await testDb.db.select({ title: productTranslations.title }).from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'nl')))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false)))
      .orderBy(products.position, products.id).limit(1)
    expect(text).toContain(`Kies zelf een cadeaubon, bijvoorbeeld van ${brand!.title}`)
  })

  it('refuses an altered, expired, garbled or foreign link, and a deleted card, with a bare 404 that tells nothing', async () => {
    const { card, number, pin } = await boughtCard()
    const token = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }))
    const altered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
    const expired = tokenOf(await cardDataLink(testDb.db, CBBE, 'nl', { id: card.id, number, pin }, new Date(Date.now() - (CARD_DATA_LINK_DAYS + 1) * 86_400_000)))
    const refusals = [
      await download(altered),
      await download(expired),
      await download('%E0%A4%A'),
      await download('garbage'),
      // The card's own link, asked from another storefront's host.
      await download(token, 'cbde.localhost:3000', 'de'),
    ]
    await testDb.db.delete(giftCards).where(eq(giftCards.id, card.id))
    refusals.push(await download(token))
    for (const response of refusals) {
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = await response.text()
      expect(body).toBe('Not found')
    }
  })
})
