/**
 * The payment provider interface (ARCHITECTURE: payments behind an interface with a real
 * implementation). Two implementations: Adyen (Checkout API + HMAC-signed standard webhooks) when
 * its keys are configured, and the built-in test payment page otherwise. The order service only
 * ever talks to this interface.
 */

/** An amount in minor units (cents), as payment providers count. */
export interface MinorAmount {
  currency: string
  value: number
}

/** A payment method the shopper can choose (docs/rules/checkout.md Payment: id, banks, adyenRawData). */
export interface PaymentMethodOption {
  /** Our id, e.g. 'ideal', 'bancontact', 'scheme' (cards), 'blik', 'invoice'. */
  id: string
  /** Issuers to choose from (iDEAL banks, EPS banks, …); empty when the method has none. */
  banks: Array<{ id: string; issuer: string }>
  /** The provider's raw method object, for its drop-in component; null for the test provider. */
  rawData: Record<string, unknown> | null
}

export interface PaymentStartRequest {
  /** Our order reference, used as merchantReference: notifications are matched by it. */
  reference: string
  amount: MinorAmount
  methodId: string
  issuerId: string | null
  /** Absolute URL the shopper comes back to after paying (the payment processing page). */
  returnUrl: string
  /** e.g. 'nl-BE'. */
  shopperLocale: string
  countryCode: string
  shopperEmail: string
  /** The shopper's address, for fraud checks. */
  shopperIp: string | null
  /**
   * Which try at paying this reference (1 for the first, 2 after a refusal, …); part of the
   * provider's idempotency key, so a network retry of one try is charged once while a new try after
   * a refusal is a new payment. Defaults to 1.
   */
  attempt?: number
}

export type PaymentStart =
  /** Send the browser there (GET, or POST with the form data, docs/rules/api.md "redirect by form submit"). */
  | { kind: 'redirect'; url: string; httpMethod: 'GET' | 'POST'; data: Record<string, string>; pspReference: string | null }
  /**
   * Taken on the payment step by the provider's own component (Adyen Web's Drop-in) with this
   * session; the component's outcome comes back through the return URL's page.
   */
  | { kind: 'session'; session: PaymentSession; pspReference: null }
  /** Settled without leaving the shop (e.g. invoice, or a card without 3-D Secure). */
  | { kind: 'result'; result: PaymentResult }

/** What the browser needs to mount Adyen Web's Drop-in for one payment (sessions flow). */
export interface PaymentSession {
  id: string
  sessionData: string
  clientKey: string
  environment: 'test' | 'live'
  /** The page a finished or redirected payment returns to (the payment processing page). */
  returnUrl: string
}

export type PaymentResultCode = 'AUTHORISED' | 'PENDING' | 'REFUSED' | 'CANCELLED' | 'FRAUD' | 'ERROR'

export interface PaymentResult {
  code: PaymentResultCode
  pspReference: string | null
  /** Our order reference, when the provider tells it. */
  reference: string | null
  refusalReason: string | null
}

/** One notification item from the provider (Adyen standard webhook NotificationRequestItem). */
export interface PaymentNotification {
  eventCode: string
  success: boolean
  pspReference: string
  /** For a modification (refund, cancellation): the payment it modifies. */
  originalReference: string | null
  /** Our order reference. */
  reference: string
  amount: MinorAmount
  paymentMethod: string | null
  reason: string | null
}

export interface RefundRequest {
  /** The provider's reference of the authorised payment to give back. */
  pspReference: string
  amount: MinorAmount
  /** Our reference for the refund (shown to the shopper's bank where the provider passes it on). */
  reference: string
  /** The same key for every try of one refund: a retry after a lost answer refunds once. */
  idempotencyKey: string
}

export type RefundOutcome =
  /** The money is back (the test provider settles at once). */
  | { status: 'REFUNDED'; refundReference: string | null }
  /** The provider accepted the request; its REFUND webhook confirms (or reports REFUND_FAILED). */
  | { status: 'REQUESTED'; refundReference: string | null }
  /** Refused or unreachable; `retry` says whether trying again may help. */
  | { status: 'FAILED'; reason: string; retry: boolean }

export interface PaymentProvider {
  readonly name: 'adyen' | 'test'
  paymentMethods(query: { countryCode: string; amount: MinorAmount; shopperLocale: string }): Promise<PaymentMethodOption[]>
  startPayment(request: PaymentStartRequest): Promise<PaymentStart>
  /** The shopper is back on the return URL with these query/form parameters: what happened? */
  paymentDetails(returnParams: Record<string, string>): Promise<PaymentResult>
  /**
   * Verifies and reads a webhook call. Returns null when the call is not authentic (bad HMAC or
   * basic-auth), so the caller answers 401 and applies nothing.
   */
  readNotifications(body: string, headers: Headers): Promise<PaymentNotification[] | null>
  /** Gives an authorised payment back in full (Adyen: cancels it when not yet captured, else refunds). */
  refund(request: RefundRequest): Promise<RefundOutcome>
}
