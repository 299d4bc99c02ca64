import 'server-only'
import { LOGGED_IN_HINT_COOKIE, SESSION_COOKIE } from '@/config/session'
import type { GraphQLContext } from '@/server/graphql/context'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import { captchaVerifierFromEnv } from '@/server/services/captcha'
import { mailSenderFromEnv, mailTransportFromEnv } from '@/server/services/mail/transport'
import { toPayload } from '../common/payload'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import * as accounts from './account-service'
import * as addressBook from './receivers-service'
import { listOwnAddresses, type OwnAddressRow } from './own-addresses'
import { mergeBasketIntoAccount } from '../cart/cart-service'
import { SESSION_LIFETIME_SECONDS, customerOfSession } from './sessions'
import { toUser } from './user-view'

async function accountRequest(ctx: GraphQLContext, shopper: ShopperContext): Promise<accounts.AccountRequest> {
  return {
    db: await ctx.db(),
    shopper,
    sessionToken: ctx.requestInfo.sessionToken,
    clientIp: ctx.requestInfo.clientIp,
    // Read when an operation checks a captcha: `getUserInfo` on every account page checks none, and
    // a production server without its key would log its error on each of them.
    get captcha() { return captchaVerifierFromEnv() },
    mail: { transport: mailTransportFromEnv(), from: mailSenderFromEnv() },
  }
}

/** Sets or clears the httpOnly session cookie and its script-readable hint (config/session.ts). */
function applySession(ctx: GraphQLContext, change: accounts.SessionChange): void {
  const { secure } = ctx.requestInfo
  if (change.kind === 'start') {
    ctx.responseCookies.set(SESSION_COOKIE, change.token, { maxAgeSeconds: SESSION_LIFETIME_SECONDS, httpOnly: true, secure })
    ctx.responseCookies.set(LOGGED_IN_HINT_COOKIE, '1', { maxAgeSeconds: SESSION_LIFETIME_SECONDS, httpOnly: false, secure })
  } else if (change.kind === 'end') {
    ctx.responseCookies.clear(SESSION_COOKIE, { httpOnly: true, secure })
    ctx.responseCookies.clear(LOGGED_IN_HINT_COOKIE, { httpOnly: false, secure })
  }
}

/** After login or registration the browser's basket joins the account's (merge on login). */
async function joinBasket(ctx: GraphQLContext, shopper: ShopperContext, sessionToken: string): Promise<void> {
  const db = await ctx.db()
  const customer = await customerOfSession(db, sessionToken, shopper.storefront.code)
  if (customer) await mergeBasketIntoAccount(db, ctx.requestInfo.basketToken, customer.id, shopper.storefront.code)
}

type StatusRun = (request: accounts.AccountRequest) => Promise<Result<accounts.StatusOutcome>>

/** Runs a status operation and applies its session change; the payload is `{ status, errors }`. */
function statusOperation(ctx: GraphQLContext, userData: Parameters<typeof toPayload>[0], run: StatusRun) {
  return toPayload<{ status: string | null }>(userData, { status: null }, async (shopper) => {
    const result = await run(await accountRequest(ctx, shopper))
    if (!result.ok) return result
    applySession(ctx, result.value.session)
    if (result.value.session.kind === 'start') await joinBasket(ctx, shopper, result.value.session.token)
    return ok({ status: result.value.status })
  })
}

type OwnAddressView = Omit<OwnAddressRow, 'customerId' | 'addressKey' | 'lastUsedAt'> & { lastUsedAt: string }

/** An own address as the API shows it: without its owner and dedup key, with an ISO timestamp. */
function toOwnAddressView({ customerId: _customerId, addressKey: _addressKey, lastUsedAt, ...address }: OwnAddressRow): OwnAddressView {
  return { ...address, lastUsedAt: lastUsedAt.toISOString() }
}

export const accountsResolvers: Resolvers = {
  Query: {
    getUserInfo: (_parent, { userData }, ctx) =>
      toPayload<{ user: ReturnType<typeof toUser> | null }>(userData, { user: null }, async (shopper) => {
        const customer = await accounts.currentCustomer(await accountRequest(ctx, shopper))
        return ok({ user: customer ? toUser(customer) : null })
      }),
    checkUserExist: (_parent, { userData, email, captchaToken }, ctx) =>
      statusOperation(ctx, userData, (request) => accounts.checkUserExist(request, { email, captchaToken })),
    receivers: (_parent, { userData }, ctx) =>
      toPayload<{ receivers: addressBook.ReceiverRow[] }>(userData, { receivers: [] }, async (shopper) =>
        addressBook.listReceivers(await accountRequest(ctx, shopper))),
    ownAddresses: (_parent, { userData }, ctx) =>
      toPayload<{ ownAddresses: OwnAddressView[] }>(userData, { ownAddresses: [] }, async (shopper) => {
        const result = await listOwnAddresses(await accountRequest(ctx, shopper))
        return result.ok ? ok({ ownAddresses: result.value.ownAddresses.map(toOwnAddressView) }) : result
      }),
  },
  Mutation: {
    userLogin: (_parent, { userData, email, password, captchaToken }, ctx) =>
      statusOperation(ctx, userData, (request) => accounts.login(request, { email, password, captchaToken })),
    userLogout: (_parent, { userData }, ctx) => statusOperation(ctx, userData, (request) => accounts.logout(request)),
    createAccount: (_parent, { userData, input }, ctx) =>
      statusOperation(ctx, userData, (request) => accounts.createAccount(request, input)),
    userForgotPassword: (_parent, { userData, email, captchaToken }, ctx) =>
      statusOperation(ctx, userData, (request) => accounts.forgotPassword(request, { email, captchaToken })),
    userResetPassword: (_parent, { userData, token, password, passwordConfirmation }, ctx) =>
      statusOperation(ctx, userData, (request) => accounts.resetPassword(request, { token, password, passwordConfirmation })),
    userChangePassword: (_parent, { userData, currentPassword, password, passwordConfirmation, captchaToken }, ctx) =>
      statusOperation(ctx, userData, (request) =>
        accounts.changePassword(request, { currentPassword, password, passwordConfirmation, captchaToken })),
    updateCustomerProfile: (_parent, { userData, input }, ctx) =>
      toPayload<{ user: ReturnType<typeof toUser> | null }>(userData, { user: null }, async (shopper) => {
        const result = await accounts.updateProfile(await accountRequest(ctx, shopper), input)
        return result.ok ? ok({ user: toUser(result.value) }) : result
      }),
    deleteAccount: (_parent, { userData }, ctx) => statusOperation(ctx, userData, (request) => accounts.deleteAccount(request)),
    saveReceiver: (_parent, { userData, input }, ctx) =>
      toPayload<{ receiver: addressBook.ReceiverRow | null }>(userData, { receiver: null }, async (shopper) =>
        addressBook.saveReceiver(await accountRequest(ctx, shopper), input)),
    deleteReceiver: (_parent, { userData, id }, ctx) =>
      toPayload<{ status: string | null }>(userData, { status: null }, async (shopper) =>
        addressBook.deleteReceiver(await accountRequest(ctx, shopper), id)),
  },
}
