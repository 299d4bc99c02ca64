import 'server-only'
import { salesEmail } from '@/config/business'
import { ERROR_CODES } from '@/graphql/error-codes'
import { businessRequests } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { CaptchaVerifier } from '@/server/services/captcha'
import { enqueueMail } from '@/server/services/mail/outbox'
import { hitRateLimits, type RateLimitRule } from '@/server/services/rate-limit'
import {
  createBusinessRequestSchema,
  toBusinessRequestValues,
  type BusinessProductRanges,
  type BusinessRequestKind,
  type BusinessRequestValues,
} from '@/validation/business'
import { hashToken } from '../accounts/tokens'
import { customerOfSession } from '../accounts/sessions'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { validateWith } from '../common/validate-with'
import { InvoiceOrderRefused, placeInvoiceOrderIn } from './business-invoice-order'
import { confirmationMail, salesMail } from './business-mails'
import { loadBusinessProducts, loadBusinessVariations } from './business-products'
import { rateLimited } from '../common/rate-limited'

/**
 * A business sends a handful of requests, not dozens: more from one address in an hour is a script
 * filling the sales mailbox (and the requester's, with confirmations).
 */
export const BUSINESS_REQUEST_LIMITS = {
  perIp: { name: 'business:ip', limit: 5, windowSeconds: 60 * 60, byAddress: true },
} as const satisfies Record<string, RateLimitRule>

export interface BusinessRequestContext {
  db: Db
  shopper: ShopperContext
  clientIp: string | null
  captcha: CaptchaVerifier
  /** The caller's session and basket cookies: an invoice order belongs to the account, else to the browser. */
  sessionToken?: string | null
  basketToken?: string | null
  env?: Record<string, string | undefined>
  now?: Date
}

export interface BusinessCardInput {
  productSlug: string
  amount: number
  quantity: number
  deliveryType: string
  message?: string | null
}

export interface BusinessRequestInput {
  companyName: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  vatNumber?: string | null
  companyRegistrationNumber?: string | null
  referenceNumber?: string | null
  remark?: string | null
  cards: readonly BusinessCardInput[]
  /** The company's address; an invoice order needs it (the storefront's country). */
  address?: BusinessAddressInput | null
  captchaToken: string
}

export interface BusinessAddressInput {
  street: string
  houseNumber: string
  suffix?: string | null
  addressLine2?: string | null
  postCode: string
  city: string
}

export interface BusinessRequestReceipt {
  id: string
  kind: BusinessRequestKind
  email: string
  /** The order an invoice order became. */
  orderReference: string | null
}

/**
 * A quote request or invoice order (docs/rules/business.md): validated with the form's own rules, then captcha,
 * then the per-address rate limit; stored in `business_requests` with, in the same transaction, the
 * mail to sales and the confirmation to the requester in the outbox. Both are sent after the commit;
 * if the mail server is down the minute sweep sends them, and the stored request is there either way.
 * An invoice order is also an order, placed in that transaction (business-invoice-order.ts): its
 * confirmation is the order's, with the invoice and how to pay it; an order that cannot be placed
 * (stock, limits) keeps neither order nor request.
 */
export async function submitBusinessRequest(
  request: BusinessRequestContext,
  kind: BusinessRequestKind,
  input: BusinessRequestInput,
): Promise<Result<BusinessRequestReceipt>> {
  const { shopper } = request
  const { storefront } = shopper
  const { captchaToken, cards, address, ...fields } = input
  const slugs = [...new Set(cards.map((line) => line.productSlug.trim()).filter(Boolean))]
  const products = await loadBusinessProducts(request.db, shopper, slugs)
  const ranges: Record<string, BusinessProductRanges> = Object.fromEntries(products.map((product) => [product.slug, product]))
  const schema = createBusinessRequestSchema({ kind, countryCode: storefront.country, currency: storefront.currency, products: ranges })
  const valid = validateWith(schema, {
    ...fields,
    cards,
    // Invoices go to companies of the storefront's country, whose VAT number the form checks.
    ...(address ? { address: { ...address, countryCode: storefront.country } } : {}),
  }, 'input.')
  if (!valid.ok) return valid
  const values: BusinessRequestValues = toBusinessRequestValues(valid.value)

  if (!(captchaToken.trim() !== '' && (await request.captcha.verify(captchaToken, request.clientIp)))) {
    return fail(ERROR_CODES.CAPTCHA_FAILED, 'captchaToken')
  }
  const limit = await hitRateLimits(request.db, [[BUSINESS_REQUEST_LIMITS.perIp, request.clientIp]], request.now)
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds)

  const requesterTitles = Object.fromEntries(products.map((product) => [product.slug, product.title]))
  // Sales reads the storefront's default language; their product titles may differ from the requester's.
  const salesTitles = shopper.language === storefront.defaultLanguage
    ? requesterTitles
    : Object.fromEntries((await loadBusinessProducts(request.db, { ...shopper, language: storefront.defaultLanguage }, slugs)).map((product) => [product.slug, product.title]))

  const now = request.now ?? new Date()
  const owner = kind === 'INVOICE_ORDER' ? await orderOwner(request, now) : null
  const variations = kind === 'INVOICE_ORDER' ? await loadBusinessVariations(request.db, storefront.code, slugs) : []
  let stored: { id: string; orderReference: string | null; mailIds: string[] }
  try {
    stored = await request.db.transaction(async (tx) => {
      const placed = owner
        ? await placeInvoiceOrderIn(tx, { storefront, language: shopper.language, values, variations, ...owner, now })
        : null
      const [row] = await tx.insert(businessRequests).values({
        kind,
        storefront: storefront.code,
        language: shopper.language,
        email: values.email,
        details: { ...values, ...(placed ? { orderReference: placed.reference } : {}) },
        createdAt: now,
      }).returning({ id: businessRequests.id })
      const requestId = row!.id
      const mail = { id: requestId, kind, storefront, language: shopper.language, values, orderReference: placed?.reference ?? null }
      const ids = [
        await enqueueMail(tx, await salesMail({ ...mail, titles: salesTitles }, salesEmail(storefront, request.env))),
        ...(placed ? placed.mailIds : [await enqueueMail(tx, await confirmationMail({ ...mail, titles: requesterTitles }))]),
      ]
      return { id: requestId, orderReference: placed?.reference ?? null, mailIds: ids }
    })
  } catch (error) {
    if (error instanceof InvoiceOrderRefused) return { ok: false, errors: error.errors }
    throw error
  }
  await deliverQueuedMail(request.db, stored.mailIds)
  return ok({ id: stored.id, kind, email: values.email, orderReference: stored.orderReference })
}

/** Whom an invoice order belongs to: the logged-in customer, else the browser that placed it. */
async function orderOwner(request: BusinessRequestContext, now: Date): Promise<{ customerId: string | null; ownerTokenHash: string | null }> {
  const customer = await customerOfSession(request.db, request.sessionToken ?? null, request.shopper.storefront.code, now)
  return { customerId: customer?.id ?? null, ownerTokenHash: !customer && request.basketToken ? hashToken(request.basketToken) : null }
}
