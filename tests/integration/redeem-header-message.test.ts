import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { seedCatalogue } from '@/server/db/seed'
import { getStorefront } from '@/config/storefronts/resolve'
import { forgetCatalogAnswers } from '@/server/modules/catalog/catalog-memo'
import { INFO_MESSAGE_MAX_LENGTH } from '@/server/modules/content/block-types'
import { setRedeemHeaderMessage } from '@/server/modules/content/redeem-header-message'
import { SEEDED_REDEEM_HEADER_MESSAGES } from '@/server/db/seed/redeem-header'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/** docs/rules/chrome.md redeem header: the informative message, per storefront and language, set without a code change. */
const QUERY = /* GraphQL */ `
  query($userData: UserDataInput!) {
    getBlocksQueue(userData: $userData, queueID: "redeem-header") { list { __typename blockType ... on InfoMessageBlock { text } } errors { code } }
  }`

describe.each(testBackends())('the redeem header informative message on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    await seedCatalogue(testDb.db, { storefronts: ['CBBE', 'CBDE'] })
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => testDb?.close())

  /** The message the redeem header would show, asked as the page asks it (a fresh answer: the app forgets on revalidation). */
  async function messageOf(code: 'CBBE' | 'CBDE', language: string): Promise<string[]> {
    forgetCatalogAnswers()
    const store = getStorefront(code)
    const response = await handler.fetch('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { userData: { language, storeID: store.storeId, countryCode: store.country, redeemToken: null } } }),
    })
    const body = await response.json() as { data: { getBlocksQueue: { list: Array<{ __typename: string; blockType: string; text?: string }>; errors: unknown[] } } }
    expect(body.data.getBlocksQueue.errors).toEqual([])
    return body.data.getBlocksQueue.list.map((block) => {
      expect(block).toMatchObject({ __typename: 'InfoMessageBlock', blockType: 'INFO_MESSAGE' })
      return block.text!
    })
  }

  it('serves the seeded message of CBBE in Dutch and in French, and none where nothing is set', async () => {
    expect(await messageOf('CBBE', 'nl')).toEqual([SEEDED_REDEEM_HEADER_MESSAGES.CBBE!.nl])
    expect(await messageOf('CBBE', 'fr')).toEqual([SEEDED_REDEEM_HEADER_MESSAGES.CBBE!.fr])
    expect(await messageOf('CBBE', 'nl')).not.toEqual(await messageOf('CBBE', 'fr'))
    expect(await messageOf('CBDE', 'de')).toEqual([])
  })

  it('sets, replaces and clears the message of one storefront and language without touching the others', async () => {
    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'cbde', language: 'DE', text: 'Am 1. Mai ist unser Kundenservice geschlossen.' }))
      .toEqual({ outcome: 'SET', storefront: 'CBDE', language: 'de', text: 'Am 1. Mai ist unser Kundenservice geschlossen.' })
    expect(await messageOf('CBDE', 'de')).toEqual(['Am 1. Mai ist unser Kundenservice geschlossen.'])

    await setRedeemHeaderMessage(testDb.db, { storefront: 'CBBE', language: 'fr', text: 'Fermé le 1er mai.' })
    await setRedeemHeaderMessage(testDb.db, { storefront: 'CBBE', language: 'fr', text: 'Fermé le 1er mai et le 21 juillet.' })
    expect(await messageOf('CBBE', 'fr')).toEqual(['Fermé le 1er mai et le 21 juillet.'])
    expect(await messageOf('CBBE', 'nl')).toEqual([SEEDED_REDEEM_HEADER_MESSAGES.CBBE!.nl])

    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'CBDE', language: 'de', text: null })).toEqual({ outcome: 'CLEARED', storefront: 'CBDE', language: 'de' })
    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'CBBE', language: 'fr', text: '   ' })).toMatchObject({ outcome: 'CLEARED' })
    expect(await messageOf('CBDE', 'de')).toEqual([])
    expect(await messageOf('CBBE', 'fr')).toEqual([])
    expect(await messageOf('CBBE', 'nl')).toEqual([SEEDED_REDEEM_HEADER_MESSAGES.CBBE!.nl])
  })

  it('keeps the message plain text on one line: markup stays text, line breaks and control characters go', async () => {
    await setRedeemHeaderMessage(testDb.db, { storefront: 'CBDE', language: 'de', text: '  <b>Neu</b>:\n\tGutscheine\u0007 <script>alert(1)</script>  ' })
    expect(await messageOf('CBDE', 'de')).toEqual(['<b>Neu</b>: Gutscheine <script>alert(1)</script>'])
  })

  it('refuses an unknown storefront, a language the storefront does not have and a message longer than the header takes', async () => {
    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'XX', language: 'nl', text: 'Hallo' })).toEqual({ outcome: 'UNKNOWN_STOREFRONT' })
    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'CBBE', language: 'de', text: 'Hallo' })).toEqual({ outcome: 'UNKNOWN_LANGUAGE', languages: ['nl', 'fr'] })
    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'CBBE', language: 'nl', text: 'x'.repeat(INFO_MESSAGE_MAX_LENGTH + 1) }))
      .toEqual({ outcome: 'TOO_LONG', max: INFO_MESSAGE_MAX_LENGTH, length: INFO_MESSAGE_MAX_LENGTH + 1 })
    expect(await messageOf('CBBE', 'nl')).toEqual([SEEDED_REDEEM_HEADER_MESSAGES.CBBE!.nl])
    expect(await setRedeemHeaderMessage(testDb.db, { storefront: 'CBBE', language: 'nl', text: 'x'.repeat(INFO_MESSAGE_MAX_LENGTH) })).toMatchObject({ outcome: 'SET' })
    expect(await messageOf('CBBE', 'nl')).toEqual(['x'.repeat(INFO_MESSAGE_MAX_LENGTH)])
  })
})
