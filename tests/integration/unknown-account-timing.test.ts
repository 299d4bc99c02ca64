import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import * as passwordHash from '@/server/modules/accounts/password-hash'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Whether an e-mail has an account must not show in how long login, forgot password and register
 * take: the costly step, argon2id, runs exactly once whether the account exists or not. Counted
 * with spies rather than timed, so the test is as steady as the rest.
 */
vi.mock('@/server/modules/accounts/password-hash', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/modules/accounts/password-hash')>()
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), hashPassword: vi.fn(real.hashPassword) }
})
const verify = vi.mocked(passwordHash.verifyPassword)
const hash = vi.mocked(passwordHash.hashPassword)

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }
const STATUS = 'status errors { code referencedRequestParameter }'
const Q = {
  login: `mutation ($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) { userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { ${STATUS} } }`,
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { ${STATUS} } }`,
  forgot: `mutation ($userData: UserDataInput!, $email: String!, $captchaToken: String!) { userForgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { ${STATUS} } }`,
}
const PASSWORD = 'Kado-2026!'
interface Status { status: string | null; errors: Array<{ code: number; referencedRequestParameter: string | null }> }

let counter = 0
const uniqueEmail = () => `timing.${Date.now()}.${++counter}@example.com`
const registration = (email: string) => ({
  customerType: 'PRIVATE', email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
})

describe.each(testBackends())('unknown accounts cost as much as known ones on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` })
  const register = async (email: string) => (await browser().call<Status>(Q.register, { userData, input: registration(email) })).data

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    process.env.MAIL_OUTBOX_DIR = outbox
    testDb = await createTestDb(backend)
    handler = createGraphQLHandler(async () => testDb.db)
  })
  afterAll(async () => {
    await testDb?.close()
    await rm(outbox, { recursive: true, force: true })
  })
  beforeEach(() => {
    verify.mockClear()
    hash.mockClear()
  })

  it('login verifies a password once for a known and once for an unknown e-mail, and answers the documented codes', async () => {
    const email = uniqueEmail()
    expect((await register(email)).status).toBe('CREATED')
    verify.mockClear()
    const login = async (address: string) => (await browser().call<Status>(Q.login, { userData, email: address, password: 'Wrong-2026!', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data

    expect((await login(email)).errors).toEqual([{ code: ERROR_CODES.WRONG_CREDENTIALS, referencedRequestParameter: 'password' }])
    expect(verify).toHaveBeenCalledTimes(1)
    verify.mockClear()
    expect((await login(uniqueEmail())).errors).toEqual([{ code: ERROR_CODES.EMAIL_NOT_REGISTERED, referencedRequestParameter: 'email' }])
    expect(verify).toHaveBeenCalledTimes(1)
    // The stand-in hash has the real hashes' argon2id parameters, so it costs the same.
    expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('forgot password runs argon2id once for an unknown e-mail, as a login would', async () => {
    const forgot = async (address: string) => (await browser().call<Status>(Q.forgot, { userData, email: address, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data
    expect((await forgot(uniqueEmail())).errors).toEqual([{ code: ERROR_CODES.NO_SUCH_USER, referencedRequestParameter: 'email' }])
    expect(verify).toHaveBeenCalledTimes(1)
  })

  it('register hashes the password once whether or not the e-mail has an account', async () => {
    const email = uniqueEmail()
    expect((await register(email)).status).toBe('CREATED')
    expect(hash).toHaveBeenCalledTimes(1)
    hash.mockClear()
    expect((await register(email)).errors).toEqual([{ code: ERROR_CODES.USER_EXISTS, referencedRequestParameter: 'input.email' }])
    expect(hash).toHaveBeenCalledTimes(1)
    expect(verify).not.toHaveBeenCalled()
  })
})
