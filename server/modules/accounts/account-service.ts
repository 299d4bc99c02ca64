import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import type { CaptchaVerifier } from '@/server/services/captcha'
import { deliverMail, enqueueMail } from '@/server/services/mail/outbox'
import type { MailTransport } from '@/server/services/mail/transport'
import { challengeScore, claimGuess, PASSWORD_GUESSES } from '@/server/services/guess-guard'
import { hitRateLimits } from '@/server/services/rate-limit'
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  profileSchema,
  registerSchema,
} from '@/validation/account'
import { normalizeEmail } from '@/validation/fields'
import { normalizeVatNumber } from '@/validation/vat'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { ACCOUNT_LIMITS, RESET_LINK_MINUTES } from './account-limits'
import { passwordResetMail, welcomeMail } from './account-mails'
import * as repo from './accounts-repository'
import { hashPassword, unknownAccountHash, verifyPassword } from './password-hash'
import { customerOfSession, endAllSessions, endSession, startSession, type CustomerRow } from './sessions'
import { hashToken, newSecretToken } from './tokens'
import { validateWith } from '../common/validate-with'
import { rateLimited, refusedBy } from '../common/rate-limited'

/** What one account operation knows of its caller and the outside services it may use. */
export interface AccountRequest {
  db: Db
  shopper: ShopperContext
  sessionToken: string | null
  clientIp: string
  captcha: CaptchaVerifier
  mail: { transport: MailTransport; from: string }
  now?: Date
}

/** What the resolver does with the session cookie after the operation. */
export type SessionChange = { kind: 'start'; token: string } | { kind: 'end' } | { kind: 'keep' }

export interface StatusOutcome {
  status: string
  session: SessionChange
}

const KEEP: SessionChange = { kind: 'keep' }
const now = (request: AccountRequest) => request.now ?? new Date()
const storefrontOf = (request: AccountRequest) => request.shopper.storefront.code

export const currentCustomer = (request: AccountRequest) =>
  customerOfSession(request.db, request.sessionToken, storefrontOf(request), now(request))

/** docs/rules/validation.md: without a token no request is sent, so an empty one is refused like a failed one. */
async function captchaPasses(request: AccountRequest, token: string): Promise<boolean> {
  return token.trim() !== '' && (await request.captcha.verify(token, request.clientIp))
}

const accountKey = (request: AccountRequest, email: string) => `${storefrontOf(request)}:${normalizeEmail(email)}`

export async function login(request: AccountRequest, input: { email: string; password: string; captchaToken: string }): Promise<Result<StatusOutcome>> {
  if (await currentCustomer(request)) return fail(ERROR_CODES.ALREADY_LOGGED_IN)
  const ipLimit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.loginPerIp, request.clientIp]], now(request)))
  if (ipLimit) return ipLimit
  const score = input.captchaToken.trim() === '' ? null : await request.captcha.score(input.captchaToken, request.clientIp)
  if (score === null) return fail(ERROR_CODES.CAPTCHA_FAILED, 'captchaToken')
  const valid = validateWith(loginSchema, input)
  if (!valid.ok) return valid
  // Only wrong passwords count against the account, so its owner is never locked out by them.
  const guess = await claimGuess(request.db, PASSWORD_GUESSES, {
    secret: accountKey(request, input.email), clientIp: request.clientIp, captchaScore: score, challengeScore: challengeScore(), now: now(request),
  })
  if (!guess.allowed) return rateLimited(guess.retryAfterSeconds)
  const customer = await repo.findCustomerByEmail(request.db, storefrontOf(request), normalizeEmail(input.email))
  // Verified once whether the account exists or not (unknownAccountHash), so the time taken does not tell.
  const matches = await verifyPassword(customer ? customer.passwordHash : await unknownAccountHash(), input.password)
  const right = Boolean(customer) && matches
  await guess.settle(right)
  if (!customer) return fail(ERROR_CODES.EMAIL_NOT_REGISTERED, 'email')
  if (!right) return fail(ERROR_CODES.WRONG_CREDENTIALS, 'password')
  const token = await startSession(request.db, customer.id, now(request))
  return ok({ status: 'LOGGED_IN', session: { kind: 'start', token } })
}

export async function logout(request: AccountRequest): Promise<Result<StatusOutcome>> {
  if (request.sessionToken) await endSession(request.db, request.sessionToken)
  return ok({ status: 'LOGGED_OUT', session: { kind: 'end' } })
}

export async function checkUserExist(request: AccountRequest, input: { email: string; captchaToken: string }): Promise<Result<StatusOutcome>> {
  const ipLimit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.identifyPerIp, request.clientIp]], now(request)))
  if (ipLimit) return ipLimit
  if (!(await captchaPasses(request, input.captchaToken))) return fail(ERROR_CODES.CAPTCHA_FAILED, 'captchaToken')
  const valid = validateWith(emailOnlySchema, input)
  if (!valid.ok) return valid
  const accountLimit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.identifyPerAccount, accountKey(request, input.email)]], now(request)))
  if (accountLimit) return accountLimit
  const customer = await repo.findCustomerByEmail(request.db, storefrontOf(request), normalizeEmail(input.email))
  return ok({ status: customer ? 'EXISTS' : 'NOT_EXISTS', session: KEEP })
}

export interface CreateAccountInput {
  customerType: 'PRIVATE' | 'BUSINESS'
  email: string
  password: string
  passwordConfirmation: string
  firstName: string
  lastName: string
  companyName?: string | null
  vatNumber?: string | null
  phoneNumber?: string | null
  subscribed: boolean
  acceptTerms: boolean
}

const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null)

/** Sends a queued message now; a failure leaves it in the outbox for a later retry. */
async function sendNow(request: AccountRequest, mailId: string): Promise<boolean> {
  return deliverMail(request.db, mailId, request.mail.transport, request.mail.from)
}

export async function createAccount(request: AccountRequest, input: CreateAccountInput): Promise<Result<StatusOutcome>> {
  if (await currentCustomer(request)) return fail(ERROR_CODES.ALREADY_LOGGED_IN)
  // A phone number written nationally is read in the storefront's country (the form has no address).
  const valid = validateWith(registerSchema, input, 'input.', { countryCode: request.shopper.countryCode })
  if (!valid.ok) return valid
  const limit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.registerPerIp, request.clientIp]], now(request)))
  if (limit) return limit
  const data = valid.value
  const { shopper } = request
  const passwordHash = await hashPassword(data.password)
  const created = await request.db.transaction(async (tx) => {
    const customer = await repo.insertCustomer(tx, {
      storefront: shopper.storefront.code,
      emailKey: normalizeEmail(data.email),
      email: data.email.trim(),
      passwordHash,
      customerType: data.customerType as CreateAccountInput['customerType'],
      language: shopper.language,
      firstName: data.firstName,
      lastName: data.lastName,
      companyName: data.customerType === 'BUSINESS' ? orNull(data.companyName) : null,
      vatNumber: data.customerType === 'BUSINESS' && orNull(data.vatNumber) ? normalizeVatNumber(data.vatNumber) : null,
      phoneNumber: orNull(data.phoneNumber),
      countryCode: shopper.storefront.country,
      subscribed: data.subscribed,
      createdAt: now(request),
      passwordChangedAt: now(request),
    })
    if (!customer) return null
    const mailId = await enqueueMail(tx, await welcomeMail(shopper.storefront, shopper.language, customer))
    return { customer, mailId }
  })
  if (!created) return fail(ERROR_CODES.USER_EXISTS, 'input.email')
  // The welcome mail is a courtesy: the account exists even if the mail server is down right now.
  await sendNow(request, created.mailId)
  const token = await startSession(request.db, created.customer.id, now(request))
  return ok({ status: 'CREATED', session: { kind: 'start', token } })
}

export async function forgotPassword(request: AccountRequest, input: { email: string; captchaToken: string }): Promise<Result<StatusOutcome>> {
  if (await currentCustomer(request)) return fail(ERROR_CODES.ALREADY_LOGGED_IN)
  const ipLimit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.forgotPerIp, request.clientIp]], now(request)))
  if (ipLimit) return ipLimit
  if (!(await captchaPasses(request, input.captchaToken))) return fail(ERROR_CODES.CAPTCHA_FAILED, 'captchaToken')
  const valid = validateWith(emailOnlySchema, input)
  if (!valid.ok) return valid
  const accountLimit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.forgotPerAccount, accountKey(request, input.email)]], now(request)))
  if (accountLimit) return accountLimit
  const customer = await repo.findCustomerByEmail(request.db, storefrontOf(request), normalizeEmail(input.email))
  if (!customer) {
    // The same argon2id work a login spends, so an unknown e-mail is not the one answer that comes back at once.
    await verifyPassword(await unknownAccountHash(), input.email)
    return fail(ERROR_CODES.NO_SUCH_USER, 'email')
  }
  const token = newSecretToken()
  const issuedAt = now(request)
  const mail = await passwordResetMail(request.shopper.storefront, request.shopper.language, customer, token, RESET_LINK_MINUTES)
  const mailId = await request.db.transaction(async (tx) => {
    await repo.insertResetToken(tx, customer.id, hashToken(token), issuedAt, new Date(issuedAt.getTime() + RESET_LINK_MINUTES * 60_000))
    return enqueueMail(tx, mail)
  })
  if (!(await sendNow(request, mailId))) return fail(ERROR_CODES.MAIL_NOT_SENT)
  return ok({ status: 'SENT', session: KEEP })
}

export async function resetPassword(
  request: AccountRequest,
  input: { token: string; password: string; passwordConfirmation: string },
): Promise<Result<StatusOutcome>> {
  const valid = validateWith(newPasswordSchema, input)
  if (!valid.ok) return valid
  const passwordHash = await hashPassword(input.password)
  const at = now(request)
  const customerId = await request.db.transaction(async (tx) => {
    const id = await repo.consumeResetToken(tx, hashToken(input.token.trim()), at)
    if (!id) return null
    await repo.setPasswordHash(tx, id, passwordHash, at)
    await repo.retireResetTokens(tx, id, at)
    // Whoever knew the old password is logged out everywhere.
    await endAllSessions(tx, id)
    return id
  })
  if (!customerId) return fail(ERROR_CODES.RESET_LINK_INVALID, 'token')
  return ok({ status: 'PASSWORD_RESET', session: { kind: 'end' } })
}

export async function changePassword(
  request: AccountRequest,
  input: { currentPassword: string; password: string; passwordConfirmation: string; captchaToken: string },
): Promise<Result<StatusOutcome>> {
  const customer = await currentCustomer(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  if (!(await captchaPasses(request, input.captchaToken))) return fail(ERROR_CODES.CAPTCHA_FAILED, 'captchaToken')
  const limit = refusedBy(await hitRateLimits(request.db, [[ACCOUNT_LIMITS.changePasswordPerAccount, customer.id]], now(request)))
  if (limit) return limit
  const valid = validateWith(changePasswordSchema, input)
  if (!valid.ok) return valid
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    return fail(ERROR_CODES.CURRENT_PASSWORD_INCORRECT, 'currentPassword')
  }
  const passwordHash = await hashPassword(input.password)
  await request.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, customer.id, passwordHash, now(request))
    // Other devices are logged out; this one stays logged in.
    await endAllSessions(tx, customer.id, request.sessionToken)
    await repo.retireResetTokens(tx, customer.id, now(request))
  })
  return ok({ status: 'PASSWORD_CHANGED', session: KEEP })
}

export interface CustomerProfileInput {
  customerType: 'PRIVATE' | 'BUSINESS'
  firstName: string
  lastName: string
  invoiceEmail?: string | null
  phoneNumber?: string | null
  companyName?: string | null
  vatNumber?: string | null
  postCode?: string | null
  houseNumber?: string | null
  suffix?: string | null
  street?: string | null
  addressLine2?: string | null
  city?: string | null
  countryCode: string
  subscribed: boolean
}

export async function updateProfile(request: AccountRequest, input: CustomerProfileInput): Promise<Result<CustomerRow>> {
  const customer = await currentCustomer(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  const valid = validateWith(profileSchema, { ...input, countryCode: input.countryCode?.toUpperCase() }, 'input.')
  if (!valid.ok) return valid
  const data = valid.value
  const business = data.customerType === 'BUSINESS'
  const updated = await repo.updateCustomer(request.db, customer.id, {
    customerType: data.customerType as CustomerProfileInput['customerType'],
    firstName: data.firstName,
    lastName: data.lastName,
    invoiceEmail: orNull(data.invoiceEmail),
    phoneNumber: orNull(data.phoneNumber),
    companyName: business ? orNull(data.companyName) : null,
    vatNumber: business && orNull(data.vatNumber) ? normalizeVatNumber(data.vatNumber) : null,
    postCode: orNull(data.postCode)?.toUpperCase() ?? null,
    houseNumber: orNull(data.houseNumber),
    suffix: orNull(data.suffix),
    street: orNull(data.street),
    addressLine2: orNull(data.addressLine2),
    city: orNull(data.city),
    countryCode: data.countryCode,
    subscribed: data.subscribed,
  })
  return updated ? ok(updated) : fail(ERROR_CODES.NOT_LOGGED_IN)
}

/**
 * Deletes the account irreversibly with its sessions, reset links and address book. Orders (from
 * the checkout) keep what bookkeeping requires and lose the link to the account.
 */
export async function deleteAccount(request: AccountRequest): Promise<Result<StatusOutcome>> {
  const customer = await currentCustomer(request)
  if (!customer) return fail(ERROR_CODES.NOT_LOGGED_IN)
  await repo.deleteCustomer(request.db, customer.id)
  return ok({ status: 'DELETED', session: { kind: 'end' } })
}
