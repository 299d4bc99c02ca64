import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { hmacValidator, Types } from '@adyen/api-library'
import type { PaymentProvider, PaymentStartRequest } from '../types'
import { adyenProvider, adyenProviderFromEnv, idempotencyKey } from './adyen-provider'
import { adyenConfigFromEnv, type AdyenConfig } from './config'
import type { NotificationItem } from './webhook-signature'

import checkout = Types.checkout

/**
 * A local stand-in for Adyen's Checkout API: it records every request and answers with what the
 * test queued for that path, written as the library's typed response models (so a field the
 * library does not know, or an enum value it would not send, does not compile).
 */
interface Recorded {
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
}
interface Answer {
  status?: number
  json: unknown
  delayMs?: number
}

let server: Server
let baseUrl: string
let requests: Recorded[] = []
let answers: Record<string, Answer> = {}
/** Requests the stand-in has not finished with: a late one must not land in the next test's `requests`. */
let inFlight = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    inFlight += 1
    res.on('close', () => (inFlight -= 1))
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/v\d+/, '')
      requests.push({ path, headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} })
      const answer = answers[path.split('?')[0]!] ?? { status: 404, json: { status: 404, errorCode: '000', message: 'unknown path' } }
      setTimeout(() => {
        if (res.destroyed) return
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer.json))
      }, answer.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v71`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(async () => {
  // A client that timed out leaves the stand-in's delayed answer pending; on a busy machine its request
  // can even arrive after the next test began. Each test starts once the stand-in is idle.
  await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 5000 })
  requests = []
  answers = {}
})

const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056'

function config(overrides: Partial<AdyenConfig> = {}): AdyenConfig {
  return {
    apiKey: 'test-api-key',
    merchantAccount: 'GiftShopECOM',
    hmacKey: HMAC_KEY,
    environment: 'test',
    livePrefix: null,
    checkoutUrl: baseUrl,
    clientKey: null,
    webhookAuth: null,
    timeoutMs: 2000,
    ...overrides,
  }
}

const provider = (overrides: Partial<AdyenConfig> = {}): PaymentProvider => adyenProvider(config(overrides))
/** A stand-in answer written as the library's model of that response. */
const model = <T>(value: T): T => value

const START: PaymentStartRequest = {
  reference: 'CB-000123',
  amount: { currency: 'EUR', value: 2500 },
  methodId: 'ideal',
  issuerId: 'INGBNL2A',
  returnUrl: 'https://www.cadeaubon.nl/checkout/processing?order=CB-000123',
  shopperLocale: 'nl-NL',
  countryCode: 'NL',
  shopperEmail: 'jan@example.nl',
  shopperIp: '203.0.113.7',
}

describe('Adyen /paymentMethods', () => {
  it('asks for the methods of the country and keeps only ours, with their enabled issuers', async () => {
    const ideal = {
      type: 'ideal',
      name: 'iDEAL',
      issuers: [
        { id: '1121', name: 'Test Issuer' },
        { id: '1154', name: 'Test Issuer 5' },
        { id: '1153', name: 'Test Issuer 4', disabled: true },
      ],
    }
    answers['/paymentMethods'] = {
      json: {
        paymentMethods: [
          { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
          ideal,
          { type: 'klarna', name: 'Pay later with Klarna.' },
          { type: 'paypal', name: 'PayPal' },
        ],
      },
    }
    const options = await provider().paymentMethods({ countryCode: 'NL', amount: { currency: 'EUR', value: 2500 }, shopperLocale: 'nl-NL' })

    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.headers['x-api-key']).toBe('test-api-key')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['idempotency-key']).toBeUndefined()
    expect(request?.body).toEqual({
      merchantAccount: 'GiftShopECOM',
      countryCode: 'NL',
      amount: { currency: 'EUR', value: 2500 },
      shopperLocale: 'nl-NL',
      channel: 'Web',
      allowedPaymentMethods: ['scheme', 'paypal', 'ideal', 'applepay', 'bankTransfer_IBAN'],
    })
    expect(options.map((option) => option.id)).toEqual(['scheme', 'paypal', 'ideal'])
    expect(options.find((option) => option.id === 'ideal')).toEqual({
      id: 'ideal',
      banks: [
        { id: '1121', issuer: 'Test Issuer' },
        { id: '1154', issuer: 'Test Issuer 5' },
      ],
      rawData: ideal,
    })
  })

  it('does not call Adyen for a country without Adyen methods, and throws when Adyen fails', async () => {
    answers['/paymentMethods'] = { status: 401, json: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' } }
    await expect(provider().paymentMethods({ countryCode: 'NL', amount: { currency: 'EUR', value: 100 }, shopperLocale: 'nl-NL' })).rejects.toThrow(/401/)
    expect(await provider().paymentMethods({ countryCode: 'ZZ', amount: { currency: 'EUR', value: 100 }, shopperLocale: 'en-GB' })).toEqual([])
    expect(requests).toHaveLength(1)
  })
})

describe('Adyen /payments', () => {
  it('starts a redirect payment with our reference, the shopper data and an idempotency key per attempt', async () => {
    answers['/payments'] = {
      json: model<checkout.PaymentResponse>({
        resultCode: checkout.PaymentResponse.ResultCodeEnum.RedirectShopper,
        pspReference: 'QFQTPCQ8HXSKGK82',
        action: model<checkout.CheckoutRedirectAction>({
          paymentMethodType: 'ideal',
          url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/checkoutPaymentRedirect?redirectData=X3XtfGC9',
          method: 'GET',
          type: checkout.CheckoutRedirectAction.TypeEnum.Redirect,
        }),
      }),
    }
    const start = await provider().startPayment(START)
    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/checkoutPaymentRedirect?redirectData=X3XtfGC9',
      httpMethod: 'GET',
      data: {},
      pspReference: 'QFQTPCQ8HXSKGK82',
    })
    const [request] = requests
    expect(request?.path).toBe('/payments')
    expect(request?.headers['x-api-key']).toBe('test-api-key')
    expect(request?.headers['idempotency-key']).toBe('CB-000123-1')
    expect(request?.body).toEqual({
      merchantAccount: 'GiftShopECOM',
      reference: 'CB-000123',
      amount: { currency: 'EUR', value: 2500 },
      paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
      returnUrl: START.returnUrl,
      shopperLocale: 'nl-NL',
      countryCode: 'NL',
      shopperEmail: 'jan@example.nl',
      shopperIP: '203.0.113.7',
      channel: 'Web',
    })

    await provider().startPayment({ ...START, attempt: 2, shopperIp: null, issuerId: null })
    expect(requests[1]?.headers['idempotency-key']).toBe('CB-000123-2')
    expect(requests[1]?.body).not.toHaveProperty('shopperIP')
    expect(requests[1]?.body.paymentMethod).toEqual({ type: 'ideal' })
  })

  it('passes a POST redirect with its form data, and asks PayPal for a redirect', async () => {
    answers['/payments'] = {
      json: model<checkout.PaymentResponse>({
        resultCode: checkout.PaymentResponse.ResultCodeEnum.RedirectShopper,
        action: model<checkout.CheckoutRedirectAction>({
          type: checkout.CheckoutRedirectAction.TypeEnum.Redirect, method: 'POST', url: 'https://bank.example/auth', data: { MD: 'M2RmY2I', PaReq: 'BQABAgA', TermUrl: START.returnUrl },
        }),
      }),
    }
    const start = await provider().startPayment({ ...START, methodId: 'paypal', issuerId: null })
    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://bank.example/auth',
      httpMethod: 'POST',
      data: { MD: 'M2RmY2I', PaReq: 'BQABAgA', TermUrl: START.returnUrl },
      pspReference: null,
    })
    expect(requests[0]?.body.paymentMethod).toEqual({ type: 'paypal', subtype: 'redirect' })
  })

  it.each([
    [{ resultCode: 'Authorised', pspReference: 'P1' }, { code: 'AUTHORISED', pspReference: 'P1', reference: 'CB-000123', refusalReason: null }],
    [{ resultCode: 'Refused', refusalReason: 'Not enough balance', refusalReasonCode: '12' }, { code: 'REFUSED', refusalReason: 'Not enough balance' }],
    [{ resultCode: 'Refused', refusalReason: 'FRAUD', refusalReasonCode: '20' }, { code: 'FRAUD', refusalReason: 'FRAUD' }],
    [{ resultCode: 'Cancelled', refusalReason: 'FRAUD-CANCELLED', refusalReasonCode: '22' }, { code: 'FRAUD' }],
    [{ resultCode: 'Refused', refusalReason: 'Issuer Suspected Fraud', refusalReasonCode: '31' }, { code: 'FRAUD' }],
    [{ resultCode: 'Cancelled' }, { code: 'CANCELLED' }],
    [{ resultCode: 'Pending', merchantReference: 'CB-000123' }, { code: 'PENDING' }],
    [{ resultCode: 'Received' }, { code: 'PENDING' }],
    [{ resultCode: 'Error', refusalReason: 'Acquirer Error' }, { code: 'ERROR', refusalReason: 'Acquirer Error' }],
    [{ resultCode: 'IdentifyShopper', action: { type: 'threeDS2' } }, { code: 'ERROR', refusalReason: 'unexpected resultCode IdentifyShopper' }],
  ])('maps %j without a redirect to a result', async (response, expected) => {
    answers['/payments'] = { json: response }
    const start = await provider().startPayment(START)
    expect(start.kind).toBe('result')
    if (start.kind === 'result') expect(start.result).toMatchObject(expected)
  })

  it('without a client key, sends methods that need Adyen to collect details to a single-method hosted page', async () => {
    answers['/paymentLinks'] = {
      json: model<checkout.PaymentLinkResponse>({
        amount: { currency: 'EUR', value: 2500 },
        expiresAt: new Date('2026-06-01T12:00:00+02:00'),
        id: 'PLE83C39B0A0DE2E4A',
        merchantAccount: 'GiftShopECOM',
        reference: 'CB-000123',
        reusable: false,
        status: checkout.PaymentLinkResponse.StatusEnum.Active,
        url: 'https://test.adyen.link/PLE83C39B0A0DE2E4A',
      }),
    }
    const before = Date.now()
    const start = await provider().startPayment({ ...START, methodId: 'scheme', issuerId: null, attempt: 3 })
    expect(start).toEqual({ kind: 'redirect', url: 'https://test.adyen.link/PLE83C39B0A0DE2E4A', httpMethod: 'GET', data: {}, pspReference: null })
    const [request] = requests
    expect(request?.path).toBe('/paymentLinks')
    expect(request?.headers['idempotency-key']).toBe('CB-000123-3')
    expect(request?.body).toMatchObject({
      merchantAccount: 'GiftShopECOM',
      reference: 'CB-000123',
      amount: { currency: 'EUR', value: 2500 },
      allowedPaymentMethods: ['scheme'],
      returnUrl: START.returnUrl,
      shopperLocale: 'nl-NL',
      countryCode: 'NL',
      shopperEmail: 'jan@example.nl',
      reusable: false,
    })
    // The page dies after 60 minutes, before the order's 70-minute expiry.
    const expiresAt = Date.parse(String(request?.body.expiresAt))
    expect(expiresAt - before).toBeGreaterThanOrEqual(60 * 60_000)
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000)
  })

  it('with a client key, opens a Drop-in session for the chosen method instead, dying before the order does', async () => {
    answers['/sessions'] = {
      status: 201,
      json: model<checkout.CreateCheckoutSessionResponse>({
        id: 'CSD9CAC34EBAE225DD', sessionData: 'Ab02b4c0!BQABAgBfYI29...', amount: { currency: 'EUR', value: 2500 }, merchantAccount: 'GiftShopECOM',
        reference: 'CB-000123', returnUrl: START.returnUrl, expiresAt: new Date('2026-06-01T12:00:00+02:00'), mode: checkout.CreateCheckoutSessionResponse.ModeEnum.Embedded,
      }),
    }
    const before = Date.now()
    const start = await provider({ clientKey: 'test_CLIENTKEY' }).startPayment({ ...START, methodId: 'scheme', issuerId: null, attempt: 2 })
    expect(start).toEqual({
      kind: 'session',
      session: { id: 'CSD9CAC34EBAE225DD', sessionData: 'Ab02b4c0!BQABAgBfYI29...', clientKey: 'test_CLIENTKEY', environment: 'test', returnUrl: START.returnUrl },
      pspReference: null,
    })
    const [request] = requests
    expect(request?.path).toBe('/sessions')
    expect(request?.headers['idempotency-key']).toBe('CB-000123-2')
    expect(request?.body).toMatchObject({
      merchantAccount: 'GiftShopECOM', reference: 'CB-000123', amount: { currency: 'EUR', value: 2500 }, allowedPaymentMethods: ['scheme'],
      returnUrl: START.returnUrl, shopperLocale: 'nl-NL', countryCode: 'NL', shopperEmail: 'jan@example.nl', shopperIP: '203.0.113.7', channel: 'Web',
    })
    const expiresAt = Date.parse(String(request?.body.expiresAt))
    expect(expiresAt - before).toBeGreaterThanOrEqual(60 * 60_000)
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000)
    // Redirect methods keep their redirect with a client key too.
    answers['/payments'] = { json: model<checkout.PaymentResponse>({ resultCode: checkout.PaymentResponse.ResultCodeEnum.RedirectShopper, action: model<checkout.CheckoutRedirectAction>({ type: checkout.CheckoutRedirectAction.TypeEnum.Redirect, method: 'GET', url: 'https://ideal.example/pay' }) }) }
    expect(await provider({ clientKey: 'test_CLIENTKEY' }).startPayment(START)).toMatchObject({ kind: 'redirect', url: 'https://ideal.example/pay' })
  })

  it('answers ERROR for Adyen errors, timeouts and methods Adyen does not carry', async () => {
    answers['/payments'] = { status: 422, json: { status: 422, errorCode: '14_0417', message: 'Invalid issuer', errorType: 'validation' } }
    const refused = await provider().startPayment(START)
    expect(refused).toEqual({ kind: 'result', result: { code: 'ERROR', pspReference: null, reference: 'CB-000123', refusalReason: 'Adyen 422 14_0417: Invalid issuer' } })

    answers['/payments'] = { json: { resultCode: 'Authorised' }, delayMs: 500 }
    const slow = await provider({ timeoutMs: 100 }).startPayment(START)
    expect(slow.kind === 'result' && slow.result.code).toBe('ERROR')
    await vi.waitFor(() => expect(inFlight).toBe(0), { timeout: 5000 })

    const before = requests.length
    const belfius = await provider().startPayment({ ...START, methodId: 'belfius', countryCode: 'BE' })
    expect(belfius.kind === 'result' && belfius.result).toMatchObject({ code: 'ERROR' })
    expect(requests).toHaveLength(before)
  })

  it('keeps idempotency keys within 64 characters', () => {
    expect(idempotencyKey('CB-1', 1)).toBe('CB-1-1')
    const long = idempotencyKey('x'.repeat(80), 12)
    expect(long.length).toBeLessThanOrEqual(64)
    expect(long).not.toBe(idempotencyKey('x'.repeat(80), 13))
  })
})

describe('Adyen /payments/details', () => {
  it('sends the redirectResult of the return and maps the outcome', async () => {
    answers['/payments/details'] = {
      json: model<checkout.PaymentDetailsResponse>({
        resultCode: checkout.PaymentDetailsResponse.ResultCodeEnum.Authorised, pspReference: 'V4HZ4RBFJGXXGN82', merchantReference: 'CB-000123', paymentMethod: { type: 'ideal', brand: 'ideal' },
      }),
    }
    const result = await provider().paymentDetails({ redirectResult: 'X6XtfGC3!Y...', order: 'CB-000123' })
    expect(result).toEqual({ code: 'AUTHORISED', pspReference: 'V4HZ4RBFJGXXGN82', reference: 'CB-000123', refusalReason: null })
    const [request] = requests
    expect(request?.body).toEqual({ details: { redirectResult: 'X6XtfGC3!Y...' } })
    expect(request?.headers['x-api-key']).toBe('test-api-key')
    expect(request?.headers['idempotency-key']).toMatch(/^details-[0-9a-f]{48}$/)
  })

  it('maps a refusal, and waits for the webhook when the return carries no result', async () => {
    answers['/payments/details'] = { json: { resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2', merchantReference: 'CB-9' } }
    expect(await provider().paymentDetails({ redirectResult: 'abc' })).toMatchObject({ code: 'REFUSED', reference: 'CB-9', refusalReason: 'Refused' })
    expect(await provider().paymentDetails({ order: 'CB-9' })).toEqual({ code: 'PENDING', pspReference: null, reference: null, refusalReason: null })
    expect(requests).toHaveLength(1)
  })
})

describe('Adyen session results (Drop-in finished on the payment step)', () => {
  const sessionResult = (body: checkout.SessionResultResponse) => { answers['/sessions/CSD9CAC34EBAE225DD'] = { json: body } }
  const back = { order: 'ORDER-UUID', sessionId: 'CSD9CAC34EBAE225DD', sessionResult: 'X3XtfGC9!H4sIAAAAAAAA' }

  it("asks for the session's result by GET and takes its authorised payment", async () => {
    sessionResult(model<checkout.SessionResultResponse>({
      id: 'CSD9CAC34EBAE225DD', reference: 'CB-000123', status: checkout.SessionResultResponse.StatusEnum.Completed,
      payments: [{ pspReference: 'R9QF4WZXZ3KQ6G82', resultCode: checkout.Payment.ResultCodeEnum.Authorised, amount: { currency: 'EUR', value: 2500 } }],
    }))
    expect(await provider().paymentDetails(back)).toEqual({ code: 'AUTHORISED', pspReference: 'R9QF4WZXZ3KQ6G82', reference: 'CB-000123', refusalReason: null })
    expect(requests[0]?.path).toBe('/sessions/CSD9CAC34EBAE225DD?sessionResult=X3XtfGC9%21H4sIAAAAAAAA')
    expect(requests[0]?.headers['x-api-key']).toBe('test-api-key')
  })

  it.each([
    [checkout.SessionResultResponse.StatusEnum.Refused, { code: 'REFUSED' }],
    [checkout.SessionResultResponse.StatusEnum.Canceled, { code: 'CANCELLED' }],
    [checkout.SessionResultResponse.StatusEnum.Expired, { code: 'CANCELLED' }],
    [checkout.SessionResultResponse.StatusEnum.PaymentPending, { code: 'PENDING' }],
    [checkout.SessionResultResponse.StatusEnum.Active, { code: 'PENDING' }],
  ])('maps a session %s to %j', async (status, expected) => {
    sessionResult(model<checkout.SessionResultResponse>({ id: 'CSD9CAC34EBAE225DD', reference: 'CB-000123', status }))
    expect(await provider().paymentDetails(back)).toMatchObject({ ...expected, reference: 'CB-000123' })
  })

  it('waits for the webhook when a completed session names no authorised payment, and reports an unreachable Adyen as ERROR', async () => {
    sessionResult(model<checkout.SessionResultResponse>({ id: 'CSD9CAC34EBAE225DD', reference: 'CB-000123', status: checkout.SessionResultResponse.StatusEnum.Completed }))
    expect(await provider().paymentDetails(back)).toEqual({ code: 'PENDING', pspReference: null, reference: 'CB-000123', refusalReason: null })
    delete answers['/sessions/CSD9CAC34EBAE225DD']
    expect(await provider().paymentDetails(back)).toMatchObject({ code: 'ERROR', refusalReason: 'Adyen 404 000: unknown path' })
  })
})

describe('Adyen reversals (refund or cancel)', () => {
  it('reverses the whole payment with the refund\'s idempotency key and reports it requested', async () => {
    answers['/payments/QFQTPCQ8HXSKGK82/reversals'] = {
      status: 201,
      json: model<checkout.PaymentReversalResponse>({
        merchantAccount: 'CadoramaECOM', paymentPspReference: 'QFQTPCQ8HXSKGK82', pspReference: 'Z7K9ZZ2C5WXN5B82', reference: 'refund-1', status: checkout.PaymentReversalResponse.StatusEnum.Received,
      }),
    }
    const outcome = await provider().refund({ pspReference: 'QFQTPCQ8HXSKGK82', amount: { currency: 'EUR', value: 2595 }, reference: 'refund-1', idempotencyKey: 'refund-1' })
    expect(outcome).toEqual({ status: 'REQUESTED', refundReference: 'Z7K9ZZ2C5WXN5B82' })
    const [request] = requests
    expect(request?.path).toBe('/payments/QFQTPCQ8HXSKGK82/reversals')
    expect(request?.body).toEqual({ merchantAccount: config().merchantAccount, reference: 'refund-1' })
    expect(request?.headers['idempotency-key']).toBe('refund-1')
  })

  it('reports a refused reversal as a failure to retry', async () => {
    answers['/payments/NOPE/reversals'] = { status: 422, json: { status: 422, errorCode: '167', message: 'Original pspReference required for this operation' } }
    expect(await provider().refund({ pspReference: 'NOPE', amount: { currency: 'EUR', value: 100 }, reference: 'refund-2', idempotencyKey: 'refund-2' }))
      .toEqual({ status: 'FAILED', reason: 'Adyen 422 167: Original pspReference required for this operation', retry: true })
  })
})

describe('Adyen standard webhooks', () => {
  /** Signed by Adyen's library, as Adyen signs them. */
  function signed(fields: Record<string, unknown>): NotificationItem {
    const item = fields as unknown as NotificationItem
    return { ...item, additionalData: { ...item.additionalData, hmacSignature: new hmacValidator().calculateHmac(item, HMAC_KEY) } }
  }
  const authorisation = signed({
    pspReference: 'QFQTPCQ8HXSKGK82',
    merchantAccountCode: 'GiftShopECOM',
    merchantReference: 'CB-000123',
    amount: { value: 2500, currency: 'EUR' },
    eventCode: 'AUTHORISATION',
    success: 'true',
    paymentMethod: 'ideal',
    reason: '',
    additionalData: { expiryDate: '' },
  })
  const refund = signed({
    pspReference: 'ZC4R4RBFJGXXGN82',
    originalReference: 'QFQTPCQ8HXSKGK82',
    merchantAccountCode: 'GiftShopECOM',
    merchantReference: 'CB-000123',
    amount: { value: 1000, currency: 'EUR' },
    eventCode: 'REFUND',
    success: 'false',
    reason: 'Insufficient balance on payment',
  })
  const webhook = (...items: NotificationItem[]) =>
    JSON.stringify({ live: 'false', notificationItems: items.map((item) => ({ NotificationRequestItem: item })) })

  it('reads HMAC-verified items', async () => {
    expect(await provider().readNotifications(webhook(authorisation, refund), new Headers())).toEqual([
      { eventCode: 'AUTHORISATION', success: true, pspReference: 'QFQTPCQ8HXSKGK82', originalReference: null, reference: 'CB-000123', amount: { currency: 'EUR', value: 2500 }, paymentMethod: 'ideal', reason: null },
      { eventCode: 'REFUND', success: false, pspReference: 'ZC4R4RBFJGXXGN82', originalReference: 'QFQTPCQ8HXSKGK82', reference: 'CB-000123', amount: { currency: 'EUR', value: 1000 }, paymentMethod: null, reason: 'Insufficient balance on payment' },
    ])
  })

  it('refuses the whole call when any item is altered or unsigned, or the body is not a webhook', async () => {
    const altered = { ...authorisation, success: 'false' as NotificationItem['success'] }
    const unsigned = { ...refund, additionalData: {} }
    expect(await provider().readNotifications(webhook(refund, altered), new Headers())).toBeNull()
    expect(await provider().readNotifications(webhook(authorisation, unsigned), new Headers())).toBeNull()
    expect(await provider().readNotifications('not json', new Headers())).toBeNull()
    expect(await provider().readNotifications('{"live":"false"}', new Headers())).toBeNull()
    expect(await provider({ hmacKey: 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00' }).readNotifications(webhook(authorisation), new Headers())).toBeNull()
  })

  it('checks basic auth when configured', async () => {
    const guarded = provider({ webhookAuth: { username: 'adyen-hook', password: 's3cret' } })
    const basic = (credentials: string) => new Headers({ Authorization: `Basic ${Buffer.from(credentials).toString('base64')}` })
    expect(await guarded.readNotifications(webhook(authorisation), new Headers())).toBeNull()
    expect(await guarded.readNotifications(webhook(authorisation), basic('adyen-hook:wrong'))).toBeNull()
    expect(await guarded.readNotifications(webhook(authorisation), basic('adyen-hook:s3cret'))).toHaveLength(1)
  })
})

describe('adyenProviderFromEnv', () => {
  const keys = { ADYEN_API_KEY: 'k', ADYEN_MERCHANT_ACCOUNT: 'GiftShopECOM', ADYEN_HMAC_KEY: HMAC_KEY }

  it('is null without the keys', () => {
    expect(adyenProviderFromEnv({})).toBeNull()
    expect(adyenProviderFromEnv({ ...keys, ADYEN_HMAC_KEY: '' })).toBeNull()
    expect(adyenProviderFromEnv(keys)?.name).toBe('adyen')
  })

  it("lets the library build Adyen's test and live URLs, and refuses a broken configuration", async () => {
    // The library's transport replaced by one that records where the library sends the call.
    const calledAt = async (env: Record<string, string>) => {
      const endpoints: string[] = []
      const recorder = { request: async (endpoint: string) => { endpoints.push(endpoint); return JSON.stringify({ paymentMethods: [] }) } }
      await adyenProvider(adyenConfigFromEnv(env)!, recorder).paymentMethods({ countryCode: 'NL', amount: { currency: 'EUR', value: 100 }, shopperLocale: 'nl-NL' })
      return endpoints
    }
    expect(await calledAt(keys)).toEqual(['https://checkout-test.adyen.com/v72/paymentMethods'])
    expect(await calledAt({ ...keys, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-AdyenDemo' })).toEqual([
      'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v72/paymentMethods',
    ])
    expect(adyenConfigFromEnv({ ...keys, ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9999/v72/' })?.checkoutUrl).toBe('http://127.0.0.1:9999/v72')
    expect(() => adyenConfigFromEnv({ ...keys, ADYEN_ENVIRONMENT: 'live' })).toThrow(/ADYEN_LIVE_URL_PREFIX/)
    expect(() => adyenConfigFromEnv({ ...keys, ADYEN_HMAC_KEY: 'not-hex' })).toThrow(/hexadecimal/)
    expect(() => adyenConfigFromEnv({ ...keys, ADYEN_CLIENT_KEY: 'live_ABCDEF' })).toThrow(/test client key/)
    expect(adyenConfigFromEnv({ ...keys, ADYEN_CLIENT_KEY: 'test_ABCDEF' })?.clientKey).toBe('test_ABCDEF')
    expect(adyenConfigFromEnv({ ...keys, ADYEN_WEBHOOK_USERNAME: 'u', ADYEN_WEBHOOK_PASSWORD: 'p' })?.webhookAuth).toEqual({ username: 'u', password: 'p' })
  })
})
