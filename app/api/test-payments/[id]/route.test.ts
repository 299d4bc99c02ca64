import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const decideTestPayment = vi.fn()
const secondAuthorisation = vi.fn()
const handleNotification = vi.fn()
const after = vi.fn()
vi.mock('next/server', () => ({ after }))
vi.mock('@/server/db/client', () => ({ getDb: async () => ({}) }))
vi.mock('@/server/modules/payments/payment-notifications', () => ({ handleNotification }))
vi.mock('@/server/services/payments/test-provider', async (original) => ({
  ...(await original<typeof import('@/server/services/payments/test-provider')>()),
  decideTestPayment,
  secondAuthorisation,
}))

const { POST } = await import('./route')
const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const params = { params: Promise.resolve({ id: ID }) }
const post = (body: string, type: string) => POST(new Request(`http://shop.test/api/test-payments/${ID}/`, { method: 'POST', body, headers: { 'content-type': type } }), params)

describe('POST /api/test-payments/:id/', () => {
  beforeEach(() => { process.env.ALLOW_TEST_PAYMENTS = '1' })
  afterEach(() => {
    delete process.env.ALLOW_TEST_PAYMENTS
    for (const mock of [decideTestPayment, secondAuthorisation, handleNotification, after]) mock.mockReset()
  })

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
    expect(decideTestPayment).toHaveBeenCalledWith({}, ID, 'AUTHORISED', { refundFails: false })
    expect(handleNotification).not.toHaveBeenCalled()
  })

  const decided = {
    id: ID, reference: 'CBBE-20261125-123456', amount: { currency: 'EUR', value: 2_599 }, methodId: 'bancontact', issuerId: null,
    returnUrl: 'http://cbbe.localhost:3000/betaling/verwerken/?order=1', outcome: 'AUTHORISED', decidedNow: true,
  }

  it('answers an unknown scenario with 400, deciding nothing', async () => {
    expect((await post('scenario=LATER', 'application/x-www-form-urlencoded')).status).toBe(400)
    expect(decideTestPayment).not.toHaveBeenCalled()
  })

  it('"authorise without returning" tells the shop by notification and keeps the tester on the test page', async () => {
    decideTestPayment.mockResolvedValue(decided)
    const answer = await POST(new Request(`http://shop.test/api/test-payments/${ID}/`, {
      method: 'POST', body: 'scenario=NO_RETURN', headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://cbbe.localhost:3000/testbetaling/?payment=${ID}` },
    }), params)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`http://cbbe.localhost:3000/testbetaling/?payment=${ID}`)
    expect(handleNotification).toHaveBeenCalledWith({}, 'test', {
      eventCode: 'AUTHORISATION', success: true, pspReference: ID, originalReference: null, reference: 'CBBE-20261125-123456',
      amount: { currency: 'EUR', value: 2_599 }, paymentMethod: 'bancontact', reason: null,
    })
  })

  it('"authorise without returning" never redirects to another site named by the Referer', async () => {
    decideTestPayment.mockResolvedValue(decided)
    const answer = await POST(new Request(`http://shop.test/api/test-payments/${ID}/`, {
      method: 'POST', body: 'scenario=NO_RETURN', headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/' },
    }), params)
    expect(answer.headers.get('location')).toBe('http://cbbe.localhost:3000/')
  })

  it('"authorise twice" sends the shopper back and notifies a second payment after the response', async () => {
    decideTestPayment.mockResolvedValue(decided)
    secondAuthorisation.mockResolvedValue({ ...decided, id: '9c9e6679-7425-40de-944b-e07fc1f90ae7' })
    const answer = await post('scenario=TWICE', 'application/x-www-form-urlencoded')
    expect(answer.headers.get('location')).toBe(`http://cbbe.localhost:3000/betaling/verwerken/?order=1&payment=${ID}`)
    expect(secondAuthorisation).toHaveBeenCalledTimes(1)
    expect(after).toHaveBeenCalledTimes(1)
    expect(handleNotification).not.toHaveBeenCalled()
  })

  it('"a refund of it fails" authorises with a refund that will fail', async () => {
    decideTestPayment.mockResolvedValue(decided)
    expect((await post('scenario=REFUND_FAILS', 'application/x-www-form-urlencoded')).status).toBe(303)
    expect(decideTestPayment).toHaveBeenCalledWith({}, ID, 'AUTHORISED', { refundFails: true })
  })
})
