import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { captchaVerifierFromEnv, recaptchaVerifier } from './captcha'

vi.mock('server-only', () => ({}))

/** A local stand-in for Google's siteverify: form-encoded POST in, the documented JSON out. */
let server: Server
let url: string
const received: URLSearchParams[] = []
const answers: Record<string, object> = {
  good: { success: true, score: 0.9, action: 'common', hostname: 'shop.test' },
  lowScore: { success: true, score: 0.2, action: 'common' },
  otherAction: { success: true, score: 0.9, action: 'login' },
  invalid: { success: false, 'error-codes': ['invalid-input-response'] },
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const form = new URLSearchParams(body)
      received.push(form)
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(form.get('secret') === 'test-secret' ? answers[form.get('response') ?? ''] ?? answers.invalid : answers.invalid))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('reCAPTCHA v3 verification', () => {
  const verifier = () => recaptchaVerifier('test-secret', { RECAPTCHA_VERIFY_URL: url })

  it('accepts a successful answer for action common with a score of at least 0.5, sending secret, token and address', async () => {
    expect(await verifier().verify('good', '203.0.113.7')).toBe(true)
    const last = received.at(-1)!
    expect(Object.fromEntries(last)).toEqual({ secret: 'test-secret', response: 'good', remoteip: '203.0.113.7' })
  })

  it('refuses low scores, other actions, failures and empty tokens', async () => {
    expect(await verifier().verify('lowScore', null)).toBe(false)
    expect(await verifier().verify('otherAction', null)).toBe(false)
    expect(await verifier().verify('invalid', null)).toBe(false)
    expect(await verifier().verify('', null)).toBe(false)
  })

  it('fails closed when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const unreachable = recaptchaVerifier('test-secret', { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' })
    expect(await unreachable.verify('good', null)).toBe(false)
  })
})

describe('choosing the verifier', () => {
  it('uses the development token only outside production or when explicitly allowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await captchaVerifierFromEnv({ NODE_ENV: 'development' }).verify(DEVELOPMENT_CAPTCHA_TOKEN, null)).toBe(true)
    expect(await captchaVerifierFromEnv({ NODE_ENV: 'development' }).verify('anything', null)).toBe(false)
    expect(await captchaVerifierFromEnv({ NODE_ENV: 'production' }).verify(DEVELOPMENT_CAPTCHA_TOKEN, null)).toBe(false)
    expect(await captchaVerifierFromEnv({ NODE_ENV: 'production', ALLOW_DEVELOPMENT_CAPTCHA: '1' }).verify(DEVELOPMENT_CAPTCHA_TOKEN, null)).toBe(true)
  })

  it('uses reCAPTCHA whenever a secret is configured, even in development', async () => {
    const verifier = captchaVerifierFromEnv({ NODE_ENV: 'development', RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: url })
    expect(await verifier.verify(DEVELOPMENT_CAPTCHA_TOKEN, null)).toBe(false)
    expect(await verifier.verify('good', null)).toBe(true)
  })
})
