import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { customers, mailOutbox, passwordResetTokens, receivers, sessions } from '@/server/db/schema'
import { createGraphQLHandler } from '@/server/graphql/yoga'
import { ACCOUNT_LIMITS } from '@/server/modules/accounts/account-limits'
import { PASSWORD_GUESSES } from '@/server/services/guess-guard'
import { TestBrowser } from '@/tests/helpers/graphql-client'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

const CBBE = getStorefront('CBBE')
const userData = (language = 'nl') => ({ language, storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null })
const ERRORS = 'errors { message code referencedRequestParameter }'
const STATUS = `status ${ERRORS}`
const PROFILE = 'customerType firstName lastName email invoiceEmail phoneNumber vatNumber address { postCode houseNumber suffix street city companyName countryCode }'

const Q = {
  userInfo: `query ($userData: UserDataInput!) { getUserInfo(userData: $userData) { user { mainProfile { ${PROFILE} } subscribed } ${ERRORS} } }`,
  exists: `query ($userData: UserDataInput!, $email: String!, $captchaToken: String!) { checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) { ${STATUS} } }`,
  login: `mutation ($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) { userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { ${STATUS} } }`,
  logout: `mutation ($userData: UserDataInput!) { userLogout(userData: $userData) { ${STATUS} } }`,
  register: `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { ${STATUS} } }`,
  forgot: `mutation ($userData: UserDataInput!, $email: String!, $captchaToken: String!) { userForgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { ${STATUS} } }`,
  reset: `mutation ($userData: UserDataInput!, $token: String!, $password: String!, $passwordConfirmation: String!) { userResetPassword(userData: $userData, token: $token, password: $password, passwordConfirmation: $passwordConfirmation) { ${STATUS} } }`,
  change: `mutation ($userData: UserDataInput!, $currentPassword: String!, $password: String!, $passwordConfirmation: String!, $captchaToken: String!) { userChangePassword(userData: $userData, currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation, captchaToken: $captchaToken) { ${STATUS} } }`,
  profile: `mutation ($userData: UserDataInput!, $input: CustomerProfileInput!) { updateCustomerProfile(userData: $userData, input: $input) { user { mainProfile { ${PROFILE} } subscribed } ${ERRORS} } }`,
  remove: `mutation ($userData: UserDataInput!) { deleteAccount(userData: $userData) { ${STATUS} } }`,
  receivers: `query ($userData: UserDataInput!) { receivers(userData: $userData) { receivers { id firstName lastName city countryCode } ${ERRORS} } }`,
  saveReceiver: `mutation ($userData: UserDataInput!, $input: ReceiverInput!) { saveReceiver(userData: $userData, input: $input) { receiver { id firstName lastName city postCode countryCode } ${ERRORS} } }`,
  deleteReceiver: `mutation ($userData: UserDataInput!, $id: ID!) { deleteReceiver(userData: $userData, id: $id) { ${STATUS} } }`,
}

interface ApiError { message: string; code: number; referencedRequestParameter: string | null }
interface Status { status: string | null; errors: ApiError[] }
const PASSWORD = 'Kado-2026!'

let counter = 0
const uniqueEmail = () => `Shopper.${Date.now()}.${++counter}@Example.com`
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  customerType: 'PRIVATE', email, password: PASSWORD, passwordConfirmation: PASSWORD,
  firstName: 'Lotte', lastName: 'Peeters', subscribed: true, acceptTerms: true, ...extra,
})
const codes = (result: { errors: ApiError[] }) => result.errors.map((error) => error.code)

describe.each(testBackends())('accounts on %s', (backend) => {
  let testDb: TestDb
  let handler: ReturnType<typeof createGraphQLHandler>
  let outbox: string
  // Each test gets its own client address, so the per-address limits of one test do not leak into another.
  let ip = 0
  const browser = () => new TestBrowser(handler, { 'x-shop-client-address': `10.0.${Math.floor(++ip / 250)}.${ip % 250}` })

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

  async function registered(shopper = browser(), extra: Record<string, unknown> = {}) {
    const email = uniqueEmail()
    const result = await shopper.call<Status>(Q.register, { userData: userData(), input: registration(email, extra) })
    expect(result.data).toEqual({ status: 'CREATED', errors: [] })
    return { shopper, email }
  }
  const login = (shopper: TestBrowser, email: string, password = PASSWORD, captchaToken = DEVELOPMENT_CAPTCHA_TOKEN) =>
    shopper.call<Status>(Q.login, { userData: userData(), email, password, captchaToken })
  const userInfo = async (shopper: TestBrowser) =>
    (await shopper.call<{ user: { mainProfile: Record<string, unknown>; subscribed: boolean } | null }>(Q.userInfo, { userData: userData() })).data.user

  describe('register, log in, log out', () => {
    it('registers a customer, logs them in with an httpOnly SameSite session cookie and stores only an argon2id hash', async () => {
      const shopper = browser()
      const email = uniqueEmail()
      const result = await shopper.call<Status>(Q.register, { userData: userData(), input: registration(email) })
      expect(result.data).toEqual({ status: 'CREATED', errors: [] })
      const sessionCookie = result.setCookies.find((cookie) => cookie.startsWith('session='))!
      expect(sessionCookie).toMatch(/HttpOnly/)
      expect(sessionCookie).toMatch(/SameSite=Lax/)
      expect(sessionCookie).not.toMatch(/Secure/)
      expect(result.setCookies.find((cookie) => cookie.startsWith('logged_in=1'))).not.toMatch(/HttpOnly/)

      const user = await userInfo(shopper)
      expect(user).toMatchObject({ subscribed: true, mainProfile: { firstName: 'Lotte', lastName: 'Peeters', email, customerType: 'PRIVATE' } })
      const [row] = await testDb.db.select().from(customers).where(eq(customers.email, email))
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
      expect(row!.passwordHash).not.toContain(PASSWORD)
      const [session] = await testDb.db.select().from(sessions).where(eq(sessions.customerId, row!.id))
      expect(session!.tokenHash).not.toBe(shopper.cookies.get('session'))
    })

    it('takes a password in any script and logs in with it however the letters were composed', async () => {
      const composed = 'Zoë-Łódź-2026'
      const { email } = await registered(browser(), { password: composed, passwordConfirmation: composed })
      // The same password as another system sends it: "e" plus a combining diaeresis, "o" plus an acute accent.
      const decomposed = 'Zoe\u0308-\u0141o\u0301dz\u0301-2026'
      expect(decomposed).not.toBe(composed)
      expect((await login(browser(), email, decomposed)).data).toEqual({ status: 'LOGGED_IN', errors: [] })
      expect(codes((await login(browser(), email, 'Zoe-Lodz-2026')).data)).toEqual([ERROR_CODES.WRONG_CREDENTIALS])
    })

    it('reads absent optional fields sent as null as empty', async () => {
      const result = await browser().call<Status>(Q.register, { userData: userData(), input: registration(uniqueEmail(), { phoneNumber: null, companyName: null, vatNumber: null }) })
      expect(result.data).toEqual({ status: 'CREATED', errors: [] })
    })

    it('marks the cookies Secure when the shopper came over HTTPS', async () => {
      const shopper = new TestBrowser(handler, { 'x-forwarded-proto': 'https', 'x-shop-client-address': '10.9.9.9' })
      const result = await shopper.call<Status>(Q.register, { userData: userData(), input: registration(uniqueEmail()) })
      expect(result.setCookies.every((cookie) => /; Secure/.test(cookie))).toBe(true)
    })

    it('sends a welcome e-mail in the shopper language with the storefront brand', async () => {
      const { email } = await registered(browser())
      const [mail] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
      expect(mail).toMatchObject({ kind: 'welcome', subject: `Welkom bij ${CBBE.brandName}` })
      expect(mail!.sentAt).not.toBeNull()
      const files = await readdir(outbox)
      const contents = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')))
      // nodemailer writes the domain in lower case.
      const [local, domain] = email.split('@')
      expect(contents.some((eml) => eml.includes(`To: ${local}@${domain!.toLowerCase()}`))).toBe(true)
    })

    it('refuses a second account for the same e-mail, whatever its case', async () => {
      const { email } = await registered(browser())
      const again = await browser().call<Status>(Q.register, { userData: userData(), input: registration(email.toUpperCase()) })
      expect(codes(again.data)).toEqual([ERROR_CODES.USER_EXISTS])
      expect(again.data.errors[0]!.referencedRequestParameter).toBe('input.email')
      expect(again.data.errors[0]!.message).toBe('Er bestaat al een account met dit e-mailadres. Log in.')
    })

    it('answers every broken registration rule at its field, translated', async () => {
      const result = await browser().call<Status>(Q.register, {
        userData: userData('fr'),
        input: registration('no-email', { password: 'short', passwordConfirmation: 'other', firstName: ' ', lastName: '', acceptTerms: false, customerType: 'BUSINESS' }),
      })
      const byParameter = Object.fromEntries(result.data.errors.map((error) => [error.referencedRequestParameter, error.code]))
      expect(byParameter).toMatchObject({
        'input.email': ERROR_CODES.INVALID_EMAIL,
        'input.password': ERROR_CODES.PASSWORD_TOO_SHORT,
        'input.passwordConfirmation': ERROR_CODES.PASSWORD_MISMATCH,
        // Only spaces is its own rule (3348, not only whitespace); empty is a missing field.
        'input.firstName': ERROR_CODES.TEXT_ONLY_WHITESPACE,
        'input.lastName': ERROR_CODES.FIELD_REQUIRED,
        'input.companyName': ERROR_CODES.FIELD_REQUIRED,
        'input.acceptTerms': ERROR_CODES.TERMS_NOT_ACCEPTED,
      })
      expect(result.data.errors.find((error) => error.code === ERROR_CODES.PASSWORD_TOO_SHORT)!.message)
        .toBe('Votre mot de passe doit contenir au moins 8 caractères.')
      expect(await testDb.db.$count(customers, eq(customers.emailKey, 'no-email'))).toBe(0)
    })

    it('refuses passwords with spaces, emoji or control characters and over 128 characters', async () => {
      for (const [password, code] of [['met spatie1!', ERROR_CODES.PASSWORD_INVALID_CHARACTERS], ['wachtwoord😀12', ERROR_CODES.PASSWORD_INVALID_CHARACTERS], ['wacht\u0007woord1', ERROR_CODES.PASSWORD_INVALID_CHARACTERS], ['a1!'.repeat(43), ERROR_CODES.PASSWORD_TOO_LONG]] as const) {
        const result = await browser().call<Status>(Q.register, { userData: userData(), input: registration(uniqueEmail(), { password, passwordConfirmation: password }) })
        expect(codes(result.data)).toEqual([code])
      }
    })

    it('logs out (the session row is gone) and logs in again; a logged-in user cannot log in or register again', async () => {
      const { shopper, email } = await registered()
      expect(codes((await login(shopper, email)).data)).toEqual([ERROR_CODES.ALREADY_LOGGED_IN])
      expect(codes((await shopper.call<Status>(Q.register, { userData: userData(), input: registration(uniqueEmail()) })).data)).toEqual([ERROR_CODES.ALREADY_LOGGED_IN])

      const stolenToken = shopper.cookies.get('session')!
      const out = await shopper.call<Status>(Q.logout, { userData: userData() })
      expect(out.data).toEqual({ status: 'LOGGED_OUT', errors: [] })
      expect(shopper.cookies.has('session')).toBe(false)
      expect(await userInfo(shopper)).toBeNull()
      // A copy of the old cookie is worth nothing after logout.
      const replay = new TestBrowser(handler, { cookie: `session=${stolenToken}` })
      expect(await userInfo(replay)).toBeNull()

      expect((await login(shopper, email.toUpperCase())).data).toEqual({ status: 'LOGGED_IN', errors: [] })
      expect(await userInfo(shopper)).toMatchObject({ mainProfile: { email } })
    })

    it('accepts the session token as a bearer auth header for API clients', async () => {
      const { shopper } = await registered()
      const apiClient = new TestBrowser(handler, { authorization: `Bearer ${shopper.cookies.get('session')}` })
      expect(await userInfo(apiClient)).not.toBeNull()
    })

    it('answers the login errors of docs/rules/errors.md: captcha, e-mail format, unknown e-mail, wrong password', async () => {
      const { email } = await registered()
      const shopper = browser()
      expect(codes((await login(shopper, email, PASSWORD, 'forged-token')).data)).toEqual([ERROR_CODES.CAPTCHA_FAILED])
      expect(codes((await login(shopper, email, PASSWORD, '')).data)).toEqual([ERROR_CODES.CAPTCHA_FAILED])
      expect(codes((await login(shopper, 'not-an-email')).data)).toEqual([ERROR_CODES.INVALID_EMAIL])
      const unknown = await login(shopper, uniqueEmail())
      expect(unknown.data.errors[0]).toMatchObject({ code: ERROR_CODES.EMAIL_NOT_REGISTERED, referencedRequestParameter: 'email' })
      const wrong = await login(shopper, email, 'Wrong-password1')
      expect(wrong.data.errors[0]).toMatchObject({ code: ERROR_CODES.WRONG_CREDENTIALS, referencedRequestParameter: 'password' })
      expect(wrong.setCookies).toEqual([])
      expect(shopper.cookies.size).toBe(0)
    })

    it('tells whether an account exists only with a valid captcha', async () => {
      const { email } = await registered()
      const shopper = browser()
      const check = (address: string, captchaToken = DEVELOPMENT_CAPTCHA_TOKEN) =>
        shopper.call<Status>(Q.exists, { userData: userData(), email: address, captchaToken })
      expect((await check(email)).data).toEqual({ status: 'EXISTS', errors: [] })
      expect((await check(uniqueEmail())).data).toEqual({ status: 'NOT_EXISTS', errors: [] })
      expect((await check(email, 'nope')).data).toMatchObject({ status: null, errors: [{ code: ERROR_CODES.CAPTCHA_FAILED }] })
    })
  })

  describe('rate limits', () => {
    it('stops guessing one account after 5 wrong passwords, also across two app instances on one database', async () => {
      const { email } = await registered()
      const secondInstance = createGraphQLHandler(async () => testDb.db)
      const attacker = browser()
      const limit = PASSWORD_GUESSES.perHour
      for (let attempt = 1; attempt <= limit; attempt += 1) {
        const instance = attempt % 2 === 0 ? attacker.via(secondInstance) : attacker
        const result = await login(instance, email, `Guess-${attempt}!`)
        expect(codes(result.data)).toEqual([ERROR_CODES.WRONG_CREDENTIALS])
      }
      // The account is under attack: a captcha that does not vouch for a person (the development
      // token) no longer gets a try, even with the right password, on either instance.
      for (const instance of [attacker, attacker.via(secondInstance)]) {
        const blocked = await login(instance, email)
        expect(codes(blocked.data)).toEqual([ERROR_CODES.RATE_LIMITED])
        expect(blocked.data.errors[0]!.message).toMatch(/Er zijn te veel pogingen gedaan\. Probeer het over (1 minuut|\d+ minuten) opnieuw\./)
      }
    })

    it('counts concurrent attempts exactly (no lost updates)', async () => {
      const { email } = await registered()
      const attacker = browser()
      const limit = PASSWORD_GUESSES.perHour
      const results = await Promise.all(Array.from({ length: limit + 5 }, (_, i) => login(attacker, email, `Guess-${i}!`)))
      const limited = results.filter((result) => codes(result.data).includes(ERROR_CODES.RATE_LIMITED))
      expect(limited).toHaveLength(5)
    })

    it('limits forgot-password requests per account', async () => {
      const { email } = await registered()
      const shopper = browser()
      for (let i = 0; i < ACCOUNT_LIMITS.forgotPerAccount.limit; i += 1) {
        const sent = await shopper.call<Status>(Q.forgot, { userData: userData(), email, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
        expect(sent.data).toEqual({ status: 'SENT', errors: [] })
      }
      const blocked = await shopper.call<Status>(Q.forgot, { userData: userData(), email, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(codes(blocked.data)).toEqual([ERROR_CODES.RATE_LIMITED])
    })
  })

  describe('forgot and reset password', () => {
    async function resetLinkToken(email: string): Promise<string> {
      const mails = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
      const reset = mails.filter((mail) => mail.kind === 'password-reset').at(-1)!
      expect(reset.text).toContain('/account/nieuw-wachtwoord/?token=')
      return decodeURIComponent(/token=([^\s"&]+)/.exec(reset.text)![1]!)
    }

    beforeEach(() => undefined)

    it('e-mails a single-use link that sets a new password and ends every session', async () => {
      const { shopper, email } = await registered()
      const anonymous = browser()
      expect(codes((await shopper.call<Status>(Q.forgot, { userData: userData(), email, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data))
        .toEqual([ERROR_CODES.ALREADY_LOGGED_IN])
      const sent = await anonymous.call<Status>(Q.forgot, { userData: userData(), email, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      expect(sent.data).toEqual({ status: 'SENT', errors: [] })
      const token = await resetLinkToken(email)

      const mismatch = await anonymous.call<Status>(Q.reset, { userData: userData(), token, password: 'Nieuw-2026!', passwordConfirmation: 'Nieuw-2027!' })
      expect(codes(mismatch.data)).toEqual([ERROR_CODES.PASSWORD_MISMATCH])

      const reset = await anonymous.call<Status>(Q.reset, { userData: userData(), token, password: 'Nieuw-2026!', passwordConfirmation: 'Nieuw-2026!' })
      expect(reset.data).toEqual({ status: 'PASSWORD_RESET', errors: [] })
      expect(await userInfo(shopper)).toBeNull()
      const again = await anonymous.call<Status>(Q.reset, { userData: userData(), token, password: 'Ander-2026!', passwordConfirmation: 'Ander-2026!' })
      expect(codes(again.data)).toEqual([ERROR_CODES.RESET_LINK_INVALID])
      expect(codes((await login(browser(), email)).data)).toEqual([ERROR_CODES.WRONG_CREDENTIALS])
      expect((await login(browser(), email, 'Nieuw-2026!')).data.status).toBe('LOGGED_IN')
    })

    it('refuses an expired link', async () => {
      const { email } = await registered(browser())
      const anonymous = browser()
      await anonymous.call(Q.logout, { userData: userData() })
      await anonymous.call<Status>(Q.forgot, { userData: userData(), email, captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })
      const token = await resetLinkToken(email)
      const [customer] = await testDb.db.select().from(customers).where(eq(customers.email, email))
      await testDb.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.customerId, customer!.id))
      const expired = await anonymous.call<Status>(Q.reset, { userData: userData(), token, password: 'Nieuw-2026!', passwordConfirmation: 'Nieuw-2026!' })
      expect(codes(expired.data)).toEqual([ERROR_CODES.RESET_LINK_INVALID])
    })

    it('answers the forgot-password errors: captcha, e-mail format, no such user', async () => {
      const shopper = browser()
      const forgot = (email: string, captchaToken = DEVELOPMENT_CAPTCHA_TOKEN) => shopper.call<Status>(Q.forgot, { userData: userData(), email, captchaToken })
      expect(codes((await forgot(uniqueEmail(), 'x')).data)).toEqual([ERROR_CODES.CAPTCHA_FAILED])
      expect(codes((await forgot('nope')).data)).toEqual([ERROR_CODES.INVALID_EMAIL])
      expect(codes((await forgot(uniqueEmail())).data)).toEqual([ERROR_CODES.NO_SUCH_USER])
    })
  })

  describe('account area', () => {
    it('changes the password only with the right current one and logs out other devices', async () => {
      const { shopper, email } = await registered()
      const otherDevice = browser()
      await login(otherDevice, email)
      const change = (currentPassword: string, password: string, passwordConfirmation = password, captchaToken = DEVELOPMENT_CAPTCHA_TOKEN) =>
        shopper.call<Status>(Q.change, { userData: userData(), currentPassword, password, passwordConfirmation, captchaToken })

      expect(codes((await change(PASSWORD, 'Nieuw-2026!', 'Nieuw-2026!', 'bad')).data)).toEqual([ERROR_CODES.CAPTCHA_FAILED])
      expect((await change('Not-my-password1', 'Nieuw-2026!')).data.errors[0]).toMatchObject({ code: ERROR_CODES.CURRENT_PASSWORD_INCORRECT, referencedRequestParameter: 'currentPassword' })
      expect(codes((await change(PASSWORD, 'kort1!')).data)).toEqual([ERROR_CODES.PASSWORD_TOO_SHORT])
      expect(codes((await change(PASSWORD, 'Nieuw-2026!', 'Nieuw-2027!')).data)).toEqual([ERROR_CODES.PASSWORD_MISMATCH])
      expect((await change(PASSWORD, 'Nieuw-2026!')).data).toEqual({ status: 'PASSWORD_CHANGED', errors: [] })

      expect(await userInfo(shopper)).not.toBeNull()
      expect(await userInfo(otherDevice)).toBeNull()
      expect(codes((await browser().call<Status>(Q.change, { userData: userData(), currentPassword: 'x', password: 'Nieuw-2026!', passwordConfirmation: 'Nieuw-2026!', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN })).data))
        .toEqual([ERROR_CODES.NOT_LOGGED_IN])
    })

    it('saves personal details with validation at each field', async () => {
      const { shopper } = await registered()
      const details = {
        customerType: 'BUSINESS', firstName: 'Lotte', lastName: 'Peeters', invoiceEmail: 'facturen@example.com', phoneNumber: '+32 470 12 34 56',
        companyName: 'Peeters bv', vatNumber: 'be 0123.456.789', postCode: '9000', houseNumber: '12', suffix: 'b', street: 'Veldstraat', city: 'Gent',
        countryCode: 'be', subscribed: false,
      }
      const saved = await shopper.call<{ user: { mainProfile: Record<string, unknown>; subscribed: boolean }; errors: ApiError[] }>(Q.profile, { userData: userData(), input: details })
      expect(saved.data.errors).toEqual([])
      expect(saved.data.user).toMatchObject({
        subscribed: false,
        mainProfile: { customerType: 'BUSINESS', invoiceEmail: 'facturen@example.com', vatNumber: 'BE0123456789', address: { postCode: '9000', street: 'Veldstraat', companyName: 'Peeters bv', countryCode: 'BE' } },
      })
      const bad = await shopper.call<{ errors: ApiError[] }>(Q.profile, { userData: userData(), input: { ...details, postCode: '123', houseNumber: '-1', companyName: '', lastName: 'x'.repeat(51) } })
      expect(Object.fromEntries(bad.data.errors.map((error) => [error.referencedRequestParameter, error.code]))).toEqual({
        'input.postCode': ERROR_CODES.FIELD_INVALID,
        'input.houseNumber': ERROR_CODES.FIELD_INVALID,
        'input.companyName': ERROR_CODES.FIELD_REQUIRED,
        'input.lastName': ERROR_CODES.FIELD_TOO_LONG,
      })
      expect(bad.data.errors.find((error) => error.code === ERROR_CODES.FIELD_TOO_LONG)!.message).toBe('Gebruik hoogstens 50 tekens.')
      expect((await userInfo(shopper))!.mainProfile).toMatchObject({ lastName: 'Peeters' })
    })

    it('keeps an address book that only its owner can change', async () => {
      const { shopper } = await registered()
      const { shopper: stranger } = await registered()
      const receiver = { firstName: 'Jan', lastName: 'Janssens', street: 'Meir', houseNumber: '1', postCode: '2000', city: 'Antwerpen', countryCode: 'BE' }
      const saved = await shopper.call<{ receiver: { id: string } | null; errors: ApiError[] }>(Q.saveReceiver, { userData: userData(), input: receiver })
      expect(saved.data.errors).toEqual([])
      const id = saved.data.receiver!.id
      const edited = await shopper.call<{ receiver: { city: string } }>(Q.saveReceiver, { userData: userData(), input: { ...receiver, id, city: 'Berchem', postCode: '2600' } })
      expect(edited.data.receiver.city).toBe('Berchem')
      const list = await shopper.call<{ receivers: Array<{ id: string }> }>(Q.receivers, { userData: userData() })
      expect(list.data.receivers.map((item) => item.id)).toEqual([id])

      const foreignEdit = await stranger.call<{ errors: ApiError[] }>(Q.saveReceiver, { userData: userData(), input: { ...receiver, id } })
      expect(codes(foreignEdit.data)).toEqual([ERROR_CODES.RECEIVER_NOT_FOUND])
      expect(codes((await stranger.call<Status>(Q.deleteReceiver, { userData: userData(), id })).data)).toEqual([ERROR_CODES.RECEIVER_NOT_FOUND])
      expect(codes((await browser().call<{ errors: ApiError[] }>(Q.receivers, { userData: userData() })).data)).toEqual([ERROR_CODES.NOT_LOGGED_IN])

      expect((await shopper.call<Status>(Q.deleteReceiver, { userData: userData(), id })).data).toEqual({ status: 'DELETED', errors: [] })
      expect(await testDb.db.$count(receivers, eq(receivers.id, id))).toBe(0)
    })

    it('saves a receiver in any country of the one list (Hungary, Hong Kong without postcode) and refuses a code outside it', async () => {
      const { shopper } = await registered()
      const hungary = { firstName: 'Anna', lastName: 'Kovács', street: 'Váci utca', houseNumber: '19', postCode: '1052', city: 'Budapest', countryCode: 'HU' }
      const savedHungary = await shopper.call<{ receiver: { countryCode: string } | null; errors: ApiError[] }>(Q.saveReceiver, { userData: userData(), input: hungary })
      expect(savedHungary.data).toEqual({ receiver: expect.objectContaining({ countryCode: 'HU', postCode: '1052' }), errors: [] })
      const hongKong = { firstName: 'Mei', lastName: 'Chan', street: 'Nathan Road', houseNumber: '88', city: 'Kowloon', countryCode: 'hk' }
      expect((await shopper.call<{ receiver: { countryCode: string } | null; errors: ApiError[] }>(Q.saveReceiver, { userData: userData(), input: hongKong })).data)
        .toEqual({ receiver: expect.objectContaining({ countryCode: 'HK' }), errors: [] })
      for (const countryCode of ['XX', 'AQ']) {
        const refused = await shopper.call<{ receiver: unknown; errors: ApiError[] }>(Q.saveReceiver, { userData: userData(), input: { ...hungary, countryCode } })
        expect(refused.data.receiver).toBeNull()
        expect(refused.data.errors).toEqual([{ code: ERROR_CODES.FIELD_REQUIRED, referencedRequestParameter: 'input.countryCode', message: 'Dit is een verplicht veld.' }])
      }
      const list = await shopper.call<{ receivers: Array<{ countryCode: string }> }>(Q.receivers, { userData: userData() })
      expect(list.data.receivers.map((item) => item.countryCode).sort()).toEqual(['HK', 'HU'])
    })

    it('deletes the account irreversibly with its sessions, reset links and address book', async () => {
      const { shopper, email } = await registered()
      await shopper.call(Q.saveReceiver, { userData: userData(), input: { firstName: 'Jan', lastName: 'Janssens', countryCode: 'BE' } })
      const [customer] = await testDb.db.select().from(customers).where(eq(customers.email, email))
      const removed = await shopper.call<Status>(Q.remove, { userData: userData() })
      expect(removed.data).toEqual({ status: 'DELETED', errors: [] })
      expect(shopper.cookies.has('session')).toBe(false)
      expect(await testDb.db.$count(customers, eq(customers.id, customer!.id))).toBe(0)
      expect(await testDb.db.$count(sessions, eq(sessions.customerId, customer!.id))).toBe(0)
      expect(await testDb.db.$count(receivers, eq(receivers.customerId, customer!.id))).toBe(0)
      expect(codes((await login(browser(), email)).data)).toEqual([ERROR_CODES.EMAIL_NOT_REGISTERED])
      expect(codes((await shopper.call<Status>(Q.remove, { userData: userData() })).data)).toEqual([ERROR_CODES.NOT_LOGGED_IN])
    })

    it('keeps accounts per storefront: a CBBE session is not a CBDE login', async () => {
      const { shopper } = await registered()
      const cbde = getStorefront('CBDE')
      const info = await shopper.call<{ user: unknown }>(Q.userInfo, { userData: { language: 'de', storeID: cbde.storeId, countryCode: 'DE', redeemToken: null } })
      expect(info.data.user).toBeNull()
    })
  })
})
