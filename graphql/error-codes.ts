/**
 * The one registry of API error codes (docs/rules/errors.md). Shared by the server (which answers with them) and
 * the client (which translates them via messages `errors.codes.<code>`).
 */
import { TRANSPORT_ERROR_CODE } from './error-contract'

export type { ApiError } from './error-contract'

export const ERROR_CODES = {
  /** Transport failure or an error outside the contract; the client shows the default text. */
  TRANSPORT: TRANSPORT_ERROR_CODE,
  INVALID_INPUT: 1001,
  PAGE_OUT_OF_RANGE: 1002,
  ITEMS_PER_PAGE_OUT_OF_RANGE: 1003,
  UNKNOWN_STOREFRONT: 1004,
  UNSUPPORTED_LANGUAGE: 1005,
  UNSUPPORTED_PAGE_TYPE: 1006,
  UNKNOWN_TAXONOMY_TERM: 1007,
  CSRF_HEADER_MISSING: 1008,
  /** No published product with that slug (or no choice card) in this storefront: the product page is a 404. */
  PRODUCT_NOT_FOUND: 1009,
  /** No location with that slug for the product: the location detail page is a 404. */
  LOCATION_NOT_FOUND: 1010,
  /** The request body is larger than the API accepts (HTTP 413). */
  REQUEST_TOO_LARGE: 1011,
  // Accounts (docs/rules/errors.md login, account creation, change password and forgot password families; the
  // codes are ours).
  ALREADY_LOGGED_IN: 3001,
  CAPTCHA_FAILED: 3002,
  INVALID_EMAIL: 3003,
  EMAIL_NOT_REGISTERED: 3004,
  WRONG_CREDENTIALS: 3005,
  USER_EXISTS: 3006,
  PASSWORD_INVALID_CHARACTERS: 3007,
  PASSWORD_TOO_SHORT: 3008,
  PASSWORD_TOO_LONG: 3009,
  PASSWORD_MISMATCH: 3010,
  CURRENT_PASSWORD_INCORRECT: 3011,
  NOT_LOGGED_IN: 3012,
  MAIL_NOT_SENT: 3013,
  NO_SUCH_USER: 3014,
  /** Too many attempts from this account or address: try again later. */
  RATE_LIMITED: 3015,
  /** The password reset link is unknown, used or expired. */
  RESET_LINK_INVALID: 3016,
  RECEIVER_NOT_FOUND: 3017,
  TERMS_NOT_ACCEPTED: 3018,
  /** A required field is empty (referencedRequestParameter names it). */
  FIELD_REQUIRED: 3019,
  /** A field is longer than its maximum ({max} characters). */
  FIELD_TOO_LONG: 3020,
  /** A field's format is wrong (postcode, phone, VAT number, house number, country…). */
  FIELD_INVALID: 3021,
  /** A field holds characters no text may hold: control characters, lone surrogates, bidirectional overrides, zero-width characters. */
  FIELD_INVALID_CHARACTERS: 3022,
  // Basket and orders.
  /** No such order among the shopper's (unknown uuid or someone else's). */
  ORDER_NOT_FOUND: 3101,
  /** The package or shipment is not in the shopper's basket (any more). */
  PACKAGE_NOT_FOUND: 3102,
  /** The basket is empty: nothing to order. */
  BASKET_EMPTY: 3103,
  /** The order is not waiting for payment (already paid, cancelled or still a basket). */
  ORDER_NOT_PAYABLE: 3104,
  /** A delivery address is missing for a shipment. */
  DELIVERY_ADDRESS_MISSING: 3105,
  /** The payment method is not offered for this order. */
  PAYMENT_METHOD_UNAVAILABLE: 3106,
  /** The payment could not be started or confirmed (provider unreachable or refused the request). */
  PAYMENT_FAILED: 3107,
  // Resending a gift card e-mail (docs/rules/checkout.md resending a gift card e-mail).
  /** Not a digital gift card of this order (unknown, another order's, or a physical card). */
  GIFT_CARD_NOT_IN_ORDER: 3108,
  /** The order is not paid (or was cancelled): its cards' e-mails cannot be sent again. */
  ORDER_NOT_PAID: 3109,
  /** The card has no e-mail in the outbox to send again. */
  CARD_MAIL_MISSING: 3110,
  /** The card's e-mail has not been sent yet (scheduled, or still on its way): nothing to send again. */
  CARD_MAIL_NOT_SENT: 3111,
  /** The card's e-mail was sent again {max} times in the last 24 hours. */
  CARD_RESEND_LIMIT: 3112,
  /** The order's card e-mails were sent again {max} times in the last 24 hours. */
  ORDER_RESEND_LIMIT: 3113,
  /** The receiver's address was already corrected once. */
  RECIPIENT_ALREADY_CORRECTED: 3114,
  /** The receiver already opened the card: the address can no longer be corrected. */
  CARD_ALREADY_OPENED: 3115,
  /** The new address is the one the card is already sent to. */
  RECIPIENT_UNCHANGED: 3116,
  // Gift cards: balance check and redeem (docs/rules/errors.md gift card family).
  /** Unknown number, or a PIN that does not match: the two are never told apart. */
  CARD_UNKNOWN: 3201,
  CARD_NOT_ACTIVATED: 3202,
  CARD_BLOCKED: 3203,
  /** Expired on {date}. */
  CARD_EXPIRED: 3204,
  CARD_NO_BALANCE: 3205,
  /** A card of another storefront or type. */
  CARD_NOT_ALLOWED: 3206,
  /** The card number does not have 19 digits. */
  CARD_NUMBER_LENGTH: 3207,
  /** The card number does not start with a prefix of this shop (or its check digit is wrong). */
  CARD_NUMBER_PREFIX: 3208,
  /** The PIN does not have 6 digits. */
  PIN_FORMAT: 3209,
  /** No (valid) redeem token: check a gift card's balance first. */
  REDEEM_TOKEN_MISSING: 3210,
  /** A card would keep less than its product's minimum remaining balance ({min}). */
  REMAINING_BALANCE_MINIMUM: 3211,
  /** The redeem token holds a test card: a test card's balance is shown but never pays (docs/rules/redeem.md test cards). */
  REDEEM_TEST_CARD: 3212,
  /** A test card and a real card cannot pay one redeem order: the checked card does not join the token's cards. */
  CARD_MIXED_TYPES: 3213,
  /** The redeem token's cards hold no balance together: a redeem order would redeem nothing. */
  ZERO_BALANCE_CART: 3214,
  /** The product exists in this storefront but a balance cannot buy it (a blank card pack, a physical-only card). */
  NOT_REDEEMABLE: 3215,
  // Balance doubler (docs/rules/api.md monthly draw).
  /** This card already takes part in the coming draw (of {date}). */
  DOUBLER_ALREADY_ENTERED: 3321,
  /** The card expires before the draw of {date}, so it cannot win. */
  DOUBLER_CARD_EXPIRES_BEFORE_DRAW: 3322,
  // Card data links (docs/rules/api.md kaartgegevens).
  /** The card data link is unknown, damaged or its card no longer exists. */
  CARD_DATA_LINK_INVALID: 3361,
  /** The card data link has expired; the card itself stays valid. */
  CARD_DATA_LINK_EXPIRED: 3362,
  // Choice-card activation (docs/rules/errors.md activation family).
  /** The activation could not be prepared (no choice card in this shop, or the card cannot take this activation). */
  ACTIVATION_SIMULATION_FAILED: 3301,
  /** The number does not start with a prefix of this shop's choice card (or its check digit is wrong). */
  ACTIVATION_PREFIX_MISMATCH: 3302,
  ACTIVATION_INVALID_EMAIL: 3303,
  /**
   * No card with this number was issued by this shop. No longer answered: activation asks the PIN, and
   * an unknown number answers CARD_UNKNOWN like a wrong PIN (never told apart). Kept so the code is not reused.
   */
  ACTIVATION_CARD_UNKNOWN: 3304,
  /** The card is already active, or an activation of it is already paid. */
  ACTIVATION_ALREADY_ACTIVATED: 3305,
  /** The card is blocked. */
  ACTIVATION_CARD_BLOCKED: 3306,
  /** The amount is outside the choice card's {min} to {max}. */
  ACTIVATION_AMOUNT_RANGE: 3307,
  /** The amount has decimals. */
  ACTIVATION_AMOUNT_DECIMALS: 3308,
  /** Another browser is paying an activation of this card (within the last hour). */
  ACTIVATION_IN_PROGRESS: 3309,
  // Business quote requests and invoice orders.
  /** No such gift card for business customers in this storefront. */
  BUSINESS_PRODUCT_UNKNOWN: 3341,
  /** The amount per card is outside the range ({min} to {max} {currency}). */
  BUSINESS_AMOUNT_RANGE: 3342,
  /** The amount per card has decimals. */
  BUSINESS_AMOUNT_DECIMALS: 3343,
  /** The quantity is not a whole number of at least 1. */
  BUSINESS_QUANTITY_INVALID: 3344,
  /** No card lines in the request. */
  BUSINESS_CARDS_REQUIRED: 3345,
  /** More card lines than allowed ({max}). */
  BUSINESS_TOO_MANY_LINES: 3346,
  /** The card is not sold with this delivery (digital or physical). */
  BUSINESS_DELIVERY_UNAVAILABLE: 3347,
  /** docs/rules/validation.md generic rule: text of only spaces. */
  TEXT_ONLY_WHITESPACE: 3348,
  /** docs/rules/validation.md generic rule: no emoji. */
  TEXT_EMOJI: 3349,
  /** docs/rules/validation.md generic rule: integer not above {max}. */
  INTEGER_TOO_LARGE: 3350,
  /** Codes for accounting (VAT, registration, reference) are plain ASCII. */
  TEXT_NOT_ASCII: 3351,
  /** docs/rules/validation.md generic rule: 1 to 20 characters. */
  TEXT_LENGTH_1_TO_20: 3352,
  /** The personal message is not {min} to {max} characters long. */
  NOTE_LENGTH: 3353,
  APPLE_SUM_LIMIT: 2015,
  GIFTCARD_LIMIT: 2030,
  OUT_OF_STOCK: 2031,
  /** The shopper would hold more than {max} cards of limited editions in unpaid orders (config/storefronts/stock-holds.ts). */
  LIMITED_HOLD_LIMIT: 2032,
  PAYMENT_FRAUD: 2035,
  RETRY_LIMIT: 2036,
  /** The order was no longer payable when its payment arrived: the payment is refunded in full. */
  PAYMENT_REFUNDED: 2037,
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
