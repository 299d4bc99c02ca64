/**
 * The payment methods of docs/rules/checkout.md, in one table: our id, the Adyen payment method `type` it maps to,
 * the storefront countries that offer it, its issuer list and the payment logos (docs/rules/checkout.md) that show
 * it. Pure data: the checkout page, the footer and the payment providers all read it, and no other
 * code compares method ids. docs/recipes/add-a-payment-method.md is how to add one.
 */
import type { PaymentLogoKind } from './storefronts/types'

export const PAYMENT_METHOD_IDS = [
  'scheme', 'paypal', 'bancontact', 'belfius', 'kbc', 'ideal', 'applepay', 'giropay', 'przelewy24',
  'sofort', 'trustly', 'blik', 'mbway', 'swish', 'eps', 'payconiq', 'banktransfer', 'invoice',
] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]

/** A bank to choose before leaving the shop; the shape of PaymentMethodOption.banks. */
export interface PaymentIssuer {
  id: string
  issuer: string
}

/**
 * How an order paid with a method gets its money, which decides what happens after the shopper chose it:
 * - `online`: the payment provider answers authorised or refused while the shopper waits;
 * - `bankTransfer`: the provider gives transfer details and tells us when the money arrived, so
 *   the order waits for the transfer (AWAITING_BANK_TRANSFER);
 * - `invoice`: no provider; the shop sends the invoice with its own IBAN and structured
 *   communication, and the bank statement import pays the order.
 * Only `online` methods pay an activation, which must be paid at once.
 */
export type Settlement = 'online' | 'bankTransfer' | 'invoice'

/** A method's name when it is a word, not a brand: a message key under `checkout.payment`. */
export type MethodNameKey = 'invoice' | 'card' | 'bankTransfer'

export interface PaymentMethodDefinition {
  id: PaymentMethodId
  /** Brand name, the same in every language. */
  label: string
  /**
   * For a method whose name is a word (card, bank transfer, invoice): its message key, shown in the
   * shopper's language (the payment step, the invoice PDF) instead of `label`.
   */
  nameKey: MethodNameKey | null
  settlement: Settlement
  /**
   * Adyen's payment method type (docs: "Payment method types"). null where Adyen offers no such
   * method or no provider is involved (invoice: the shop sends the bill itself). Belfius and KBC/CBC
   * have none: the built-in test provider offers them, a storefront on Adyen does not (no provider
   * for their bank buttons is integrated).
   */
  adyenType: string | null
  /**
   * Adyen must collect the method's details itself (card number, wallet, BLIK code, phone): on the
   * payment step with Adyen Web's Drop-in, or on an Adyen-hosted page without a client key. The
   * other Adyen methods redirect the shopper to their bank or wallet.
   */
  adyenCollectsDetails: boolean
  /** Storefront countries (ISO 3166-1 alpha-2) that offer it. */
  countries: readonly string[]
  /** Only for orders placed by a business customer (docs/rules/checkout.md: customer type BUSINESS). */
  businessOnly: boolean
  /** The shopper picks a bank before being redirected (iDEAL, EPS, Przelewy24). */
  needsIssuer: boolean
  /** The banks offered by the built-in test provider; Adyen returns its own live list. */
  issuers: readonly PaymentIssuer[]
  /** Payment logo kinds (docs/rules/checkout.md) that stand for this method; empty where there is none. */
  logos: readonly PaymentLogoKind[]
}

/** Every country with a storefront (config/storefronts/registry.ts). */
const ALL_COUNTRIES = [
  'AE', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'MX', 'NL', 'NO',
  'NZ', 'PL', 'PT', 'SE', 'US',
] as const

// Issuer ids are the banks' BICs: stable, unique and what iDEAL 2.0 and EPS identify banks by.
const IDEAL_BANKS: readonly PaymentIssuer[] = [
  { id: 'ABNANL2A', issuer: 'ABN AMRO' },
  { id: 'ASNBNL21', issuer: 'ASN Bank' },
  { id: 'BUNQNL2A', issuer: 'bunq' },
  { id: 'INGBNL2A', issuer: 'ING' },
  { id: 'KNABNL2H', issuer: 'Knab' },
  { id: 'NNBANL2G', issuer: 'Nationale-Nederlanden' },
  { id: 'RABONL2U', issuer: 'Rabobank' },
  { id: 'RBRBNL21', issuer: 'RegioBank' },
  { id: 'REVOLT21', issuer: 'Revolut' },
  { id: 'SNSBNL2A', issuer: 'SNS' },
  { id: 'TRIONL2U', issuer: 'Triodos Bank' },
  { id: 'FVLBNL22', issuer: 'Van Lanschot Kempen' },
]

const EPS_BANKS: readonly PaymentIssuer[] = [
  { id: 'BAWAATWW', issuer: 'BAWAG' },
  { id: 'BKAUATWW', issuer: 'Bank Austria' },
  { id: 'BFKKAT2K', issuer: 'BKS Bank' },
  { id: 'DOLOAT21', issuer: 'Dolomitenbank' },
  { id: 'EASYATW1', issuer: 'easybank' },
  { id: 'GIBAATWW', issuer: 'Erste Bank und Sparkassen' },
  { id: 'HYPTAT22', issuer: 'Hypo Tirol Bank' },
  { id: 'OBKLAT2L', issuer: 'Oberbank' },
  { id: 'RZBAATWW', issuer: 'Raiffeisen Bankengruppe' },
  { id: 'SCHOATWW', issuer: 'Schoellerbank' },
  { id: 'VBOEATWW', issuer: 'Volksbank' },
]

const PRZELEWY24_BANKS: readonly PaymentIssuer[] = [
  { id: 'ALBPPLPW', issuer: 'Alior Bank' },
  { id: 'PPABPLPK', issuer: 'BNP Paribas' },
  { id: 'CITIPLPX', issuer: 'Citi Handlowy' },
  { id: 'AGRIPLPR', issuer: 'Credit Agricole' },
  { id: 'INGBPLPW', issuer: 'ING Bank Śląski' },
  { id: 'BREXPLPW', issuer: 'mBank' },
  { id: 'BIGBPLPW', issuer: 'Bank Millennium' },
  { id: 'PKOPPLPW', issuer: 'Bank Pekao' },
  { id: 'BPKOPLPW', issuer: 'PKO Bank Polski' },
  { id: 'WBKPPLPP', issuer: 'Santander Bank Polska' },
]

type Row = Omit<PaymentMethodDefinition, 'id' | 'businessOnly' | 'needsIssuer' | 'issuers' | 'nameKey' | 'settlement' | 'adyenCollectsDetails'> & {
  businessOnly?: boolean
  issuers?: readonly PaymentIssuer[]
  nameKey?: MethodNameKey
  /** `online` unless said otherwise. */
  settlement?: Settlement
  adyenCollectsDetails?: boolean
}

const ROWS: Readonly<Record<PaymentMethodId, Row>> = {
  scheme: { label: 'Card', nameKey: 'card', adyenType: 'scheme', adyenCollectsDetails: true, countries: ALL_COUNTRIES, logos: ['visa', 'mastercard', 'amex', 'carteBancaire'] },
  paypal: { label: 'PayPal', adyenType: 'paypal', countries: ALL_COUNTRIES, logos: ['paypal'] },
  applepay: { label: 'Apple Pay', adyenType: 'applepay', adyenCollectsDetails: true, countries: ALL_COUNTRIES, logos: [] },
  bancontact: { label: 'Bancontact', adyenType: 'bcmc', adyenCollectsDetails: true, countries: ['BE'], logos: ['bancontact'] },
  belfius: { label: 'Belfius', adyenType: null, countries: ['BE'], logos: ['belfius'] },
  kbc: { label: 'KBC/CBC', adyenType: null, countries: ['BE'], logos: ['kbccbc'] },
  payconiq: { label: 'Payconiq by Bancontact', adyenType: 'bcmc_mobile', adyenCollectsDetails: true, countries: ['BE'], logos: [] },
  ideal: { label: 'iDEAL', adyenType: 'ideal', countries: ['NL'], issuers: IDEAL_BANKS, logos: ['ideal'] },
  giropay: { label: 'giropay', adyenType: 'giropay', countries: ['DE'], logos: [] },
  sofort: { label: 'Sofort', adyenType: 'directEbanking', countries: ['DE', 'AT', 'CH'], logos: [] },
  eps: { label: 'EPS', adyenType: 'eps', countries: ['AT'], issuers: EPS_BANKS, logos: ['adyenEPS'] },
  przelewy24: { label: 'Przelewy24', adyenType: 'onlineBanking_PL', countries: ['PL'], issuers: PRZELEWY24_BANKS, logos: [] },
  blik: { label: 'BLIK', adyenType: 'blik', adyenCollectsDetails: true, countries: ['PL'], logos: [] },
  trustly: { label: 'Trustly', adyenType: 'trustly', countries: ['SE', 'DK', 'NO', 'DE', 'GB'], logos: [] },
  mbway: { label: 'MB WAY', adyenType: 'mbway', adyenCollectsDetails: true, countries: ['PT'], logos: [] },
  swish: { label: 'Swish', adyenType: 'swish', adyenCollectsDetails: true, countries: ['SE'], logos: [] },
  banktransfer: { label: 'Bank transfer', nameKey: 'bankTransfer', settlement: 'bankTransfer', adyenType: 'bankTransfer_IBAN', adyenCollectsDetails: true, countries: ['BE', 'NL', 'DE', 'AT', 'FR'], logos: [] },
  // The business storefronts' countries (CB, CBBE, CBDE, CBFR, CBPL, CKUK).
  invoice: { label: 'Invoice', nameKey: 'invoice', settlement: 'invoice', adyenType: null, countries: ['NL', 'BE', 'DE', 'FR', 'PL', 'GB'], businessOnly: true, logos: ['invoice'] },
}

export const PAYMENT_METHODS: readonly PaymentMethodDefinition[] = PAYMENT_METHOD_IDS.map((id) => {
  const row = ROWS[id]
  const issuers = row.issuers ?? []
  return Object.freeze({
    ...row, id, businessOnly: row.businessOnly ?? false, needsIssuer: issuers.length > 0, issuers,
    nameKey: row.nameKey ?? null, settlement: row.settlement ?? 'online', adyenCollectsDetails: row.adyenCollectsDetails ?? false,
  })
})

const BY_ID = new Map(PAYMENT_METHODS.map((method) => [method.id, method]))

export function isPaymentMethodId(value: string): value is PaymentMethodId {
  return BY_ID.has(value as PaymentMethodId)
}

export function paymentMethodById(id: string): PaymentMethodDefinition | undefined {
  return BY_ID.get(id as PaymentMethodId)
}

/** Our method for an Adyen payment method type, e.g. 'bcmc' → bancontact. */
export function paymentMethodByAdyenType(adyenType: string): PaymentMethodDefinition | undefined {
  return PAYMENT_METHODS.find((method) => method.adyenType === adyenType)
}

/** The methods a shopper of this storefront country may choose, in table order. */
export function paymentMethodsFor(country: string, customerType: 'PRIVATE' | 'BUSINESS'): PaymentMethodDefinition[] {
  const code = country.toUpperCase()
  return PAYMENT_METHODS.filter(
    (method) => method.countries.includes(code) && (!method.businessOnly || customerType === 'BUSINESS'),
  )
}

/** How an order paid with this method gets its money; `online` for an id the table does not know. */
export function settlementOf(methodId: string | null | undefined): Settlement {
  return (methodId ? BY_ID.get(methodId as PaymentMethodId)?.settlement : undefined) ?? 'online'
}

/** The ids of the methods settled this way (for queries that select orders by how they are paid). */
export function methodIdsSettledBy(settlement: Settlement): PaymentMethodId[] {
  return PAYMENT_METHODS.filter((method) => method.settlement === settlement).map((method) => method.id)
}
