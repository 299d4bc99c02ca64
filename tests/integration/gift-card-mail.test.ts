import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import { seedCatalogue } from '@/server/db/seed'
import { giftCards, mailOutbox, productTranslations, productVariations, products } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { decodePng } from '@/tests/helpers/decode-code'
import { buyDigitalCard } from '@/tests/helpers/checkout-operations'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

// The card e-mail as fulfilment writes it to the outbox: the card it delivers, its codes inline, its
// art, and for a choice card the brands it opens, read from the catalogue.

describe.each(testBackends())('the card e-mail in the outbox on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let ip = 0

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })

  /** A digital variation with a fixed first price: of the choice card, or of a brand card. */
  async function digitalVariation(choice: boolean) {
    const [row] = await testDb.db.select({ id: productVariations.id, prices: productVariations.pricesToShow, productId: products.id, image: products.image })
      .from(productVariations).innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.isChoiceCard, choice), eq(products.productType, 'GIFTCARD_DIGITAL'),
        eq(productVariations.variationType, 'digital'), isNull(productVariations.stock), ne(products.brandKey, 'apple')))
      .limit(1)
    return row!
  }

  async function buy(variation: { id: number; prices: number[] }, receiver: string, message: string): Promise<string> {
    const browser = new TestBrowser(handler, { 'x-shop-client-address': `10.91.0.${++ip}` })
    return buyDigitalCard(browser, testDb.db, { variationId: String(variation.id), amount: variation.prices[0]! / 100, receiver, billingEmail: 'lotte.mail@example.com', message })
  }

  it("names the card it delivers, carries its codes inline and shows the product's art", async () => {
    const variation = await digitalVariation(false)
    const orderId = await buy(variation, 'mira.brand@example.com', '<b>Proficiat & veel plezier</b>')
    const [card] = await testDb.db.select().from(giftCards).where(eq(giftCards.orderId, orderId))
    const [mail] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'mira.brand@example.com'), eq(mailOutbox.kind, 'gift-card')))
    expect(mail!.giftCardId).toBe(card!.id)
    expect(mail!.html).toContain(`/card-art/${/\/card-art\/([^/]+)\//.exec(variation.image)![1]}/png/`)
    expect(mail!.html).toContain('&lt;b&gt;Proficiat &amp; veel plezier&lt;/b&gt;')
    const byCid = new Map(mail!.attachments.map((file) => [file.cid, file]))
    expect(decodePng(Buffer.from(byCid.get('card-barcode')!.contentBase64, 'base64'), 'CODE_128')).toBe(card!.number)
    const link = decodePng(Buffer.from(byCid.get('card-qr')!.contentBase64, 'base64'), 'QR_CODE')
    expect(link).toMatch(/\/kaartgegevens\/[A-Za-z0-9._-]+\/$/)
    expect(mail!.text).toContain(`Bekijk uw cadeaubon: ${link}`)
    expect(mail!.html).toContain('src="cid:card-barcode"')
    expect(mail!.html).toContain('src="cid:card-qr"')
  })

  it('lists the brands a choice card opens, by their titles in the catalogue', async () => {
    const orderId = await buy(await digitalVariation(true), 'mira.choice@example.com', '')
    const [mail] = await testDb.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, 'mira.choice@example.com'), eq(mailOutbox.kind, 'gift-card')))
    expect(mail).toBeDefined()
    expect(orderId).toBeTruthy()
    const titles = (await testDb.db.select({ title: productTranslations.title }).from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'nl')))
      .where(and(eq(products.storefront, 'CBBE'), eq(products.published, true), eq(products.isChoiceCard, false), inArray(products.productType, ['GIFTCARD_DIGITAL', 'DONATION']))))
      .map((row) => row.title).sort((a, b) => a.localeCompare(b, 'nl'))
    const count = /een van deze (\d+) merken/.exec(mail!.text)?.[1]
    expect(Number(count)).toBe(titles.length)
    expect(mail!.text).toContain([titles[0], titles[1], titles[2]].join(' · '))
    // No message: no message block.
    expect(mail!.text).not.toContain('Het bericht')
  })
})
