import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const decideTestPayment = vi.fn()
vi.mock('@/server/db/client', () => ({ getDb: async () => ({}) }))
vi.mock('@/server/services/payments/test-provider', async (original) => ({
  ...(await original<typeof import('@/server/services/payments/test-provider')>()),
  decideTestPayment,
}))

const { POST } = await import('./route')
const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const params = { params: Promise.resolve({ id: ID }) }
const post = (body: string, type: string) => POST(new Request(`http://shop.test/api/test-payments/${ID}/`, { method: 'POST', body, headers: { 'content-type': type } }), params)

describe('POST /api/test-payments/:id/', () => {
  beforeEach(() => { process.env.ALLOW_TEST_PAYMENTS = '1' })
  afterEach(() => { delete process.env.ALLOW_TEST_PAYMENTS; decideTestPayment.mockReset() })

  it('answers a JSON body with 400 and a reason, deciding nothing', async () => {
    const answer = await post(JSON.stringify({ outcome: 'AUTHORISED' }), 'application/json')
    expect(answer.status).toBe(400)
    expect(await answer.text()).toMatch(/form post/)
    expect(decideTestPayment).not.toHaveBeenCalled()
  })

  it('answers an unknown outcome with 400 and a form over 1 kB with 413', async () => {
    expect((await post('outcome=MAYBE', 'application/x-www-form-urlencoded')).status).toBe(400)
    expect((await post(`outcome=${'A'.repeat(2000)}`, 'application/x-www-form-urlencoded')).status).toBe(413)
    expect(decideTestPayment).not.toHaveBeenCalled()
  })

  it('sends the shopper back to the shop after a decision posted as a form', async () => {
    decideTestPayment.mockResolvedValue({ id: ID, returnUrl: 'http://cbbe.localhost:3000/betaling/verwerken/?order=1' })
    const answer = await post('outcome=AUTHORISED', 'application/x-www-form-urlencoded')
    expect(answer.status).toBe(303)
    expect(decideTestPayment).toHaveBeenCalledWith({}, ID, 'AUTHORISED')
  })
})
