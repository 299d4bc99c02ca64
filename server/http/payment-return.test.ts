import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { paymentReturnByPost } from './payment-return'

const PROCESSING = '/cbbe/nl/checkout/payment-processing/'
const form = (body: string, headers: Record<string, string> = {}) => new NextRequest('http://cbbe.localhost:3000/bestellen/betaling-verwerken/?order=0b7e', {
  method: 'POST',
  body,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length), ...headers },
})

describe('payment return by POST', () => {
  it('moves the posted fields into the query of a 303 to the same page, keeping our own parameters', async () => {
    const response = await paymentReturnByPost(form('redirectResult=X6Xtf%2BGC3&order=attacker&MD=M2R'), PROCESSING)
    expect(response?.status).toBe(303)
    const location = new URL(response!.headers.get('location')!)
    expect(location.pathname).toBe('/bestellen/betaling-verwerken/')
    expect(location.searchParams.get('order')).toBe('0b7e')
    expect(location.searchParams.get('redirectResult')).toBe('X6Xtf+GC3')
    expect(location.searchParams.get('MD')).toBe('M2R')
  })

  it('also serves the activation success page, and leaves GETs and other pages alone', async () => {
    expect((await paymentReturnByPost(form('payload=abc'), '/cbbe/fr/activation/success/'))?.status).toBe(303)
    expect(await paymentReturnByPost(form('payload=abc'), '/cbbe/nl/checkout/')).toBeNull()
    expect(await paymentReturnByPost(new NextRequest('http://cbbe.localhost:3000/bestellen/betaling-verwerken/'), PROCESSING)).toBeNull()
  })

  it('refuses bodies that are no return form', async () => {
    expect((await paymentReturnByPost(form('{"a":1}', { 'content-type': 'application/json' }), PROCESSING))?.status).toBe(400)
    const large = `payload=${'a'.repeat(20_000)}`
    expect((await paymentReturnByPost(form(large), PROCESSING))?.status).toBe(400)
  })
})
