import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { testProviderPayments } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/** The test payment page reads its payment through the API (docs/adr/0006-two-doors-to-the-server.md). */
const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const QUERY = /* GraphQL */ `
  query ($userData: UserDataInput!, $id: String!) {
    testPayment(userData: $userData, id: $id) { enabled payment { id reference amount { currency value } methodId issuerId outcome } errors { code } }
  }`

interface Payload {
  enabled: boolean
  payment: { id: string; reference: string; amount: { currency: string; value: number }; methodId: string; issuerId: string | null; outcome: string | null } | null
  errors: unknown[]
}

describe.each(testBackends())('testPayment on %s', (backend) => {
  let testDb: TestDb
  let browser: TestBrowser
  let id: string

  beforeAll(async () => {
    testDb = await createTestDb(backend)
    browser = new TestBrowser(createGraphQLHandler(async () => testDb.db))
    const [row] = await testDb.db.insert(testProviderPayments).values({
      reference: 'CB-TEST-1', amount: 2550, currency: 'EUR', methodId: 'ideal', issuerId: 'kbc', returnUrl: 'http://cbbe.localhost/',
    }).returning({ id: testProviderPayments.id })
    id = row!.id
  })
  afterAll(async () => testDb?.close())

  const ask = async (paymentId: string) => (await browser.call<Payload>(QUERY, { userData, id: paymentId })).data

  it('answers the payment in major units, and null for an unknown, malformed or empty id', async () => {
    expect(await ask(id)).toEqual({
      enabled: true,
      payment: { id, reference: 'CB-TEST-1', amount: { currency: 'EUR', value: 25.5 }, methodId: 'ideal', issuerId: 'kbc', outcome: null },
      errors: [],
    })
    for (const other of ['00000000-0000-4000-8000-000000000000', 'not-a-payment', '']) {
      expect(await ask(other), other).toEqual({ enabled: true, payment: null, errors: [] })
    }
  })

  it('shows nothing where the shop takes no test payments', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('ALLOW_TEST_PAYMENTS', '')
    try {
      expect(await ask(id)).toEqual({ enabled: false, payment: null, errors: [] })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
