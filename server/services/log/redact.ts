/**
 * What a log line may say about the secrets and personal data it touches (docs/operations.md "What is
 * never logged"): a card number by its last 4 digits, an e-mail address by its domain. PINs, passwords,
 * session and basket tokens, card page tokens and payment data are never written at all: the logger
 * drops the fields named in LOG_REDACT_PATHS whatever a caller passes.
 */
export function maskCardNumber(number: string | null | undefined): string {
  if (!number) return '?'
  const digits = number.replace(/\D/g, '')
  return `…${digits.slice(-4)}`
}

export function maskEmail(address: string | null | undefined): string {
  if (!address) return '?'
  const at = address.lastIndexOf('@')
  return at < 0 ? '…' : `…@${address.slice(at + 1)}`
}

/**
 * A text from elsewhere (an error message, a mail server's refusal) with every e-mail address masked by
 * maskEmail and every run of 12 or more digits (a card number) by maskCardNumber: a database error
 * quotes the key it refused, a mail server the address.
 */
export function maskSecretsIn(text: string): string {
  return text
    .replace(/[^\s<>"',;:()[\]=]+@([A-Za-z0-9.-]+)/g, (_address, domain: string) => `…@${domain}`)
    .replace(/\d(?:[ -]?\d){11,}/g, (digits) => maskCardNumber(digits))
}

const SECRET_KEYS = [
  'pin', 'password', 'newPassword', 'currentPassword', 'token', 'sessionToken', 'basketToken', 'authorization', 'cookie',
  'cardNumber', 'number', 'email', 'recipient', 'paymentData', 'paymentMethod', 'encryptedCardNumber', 'hmacKey', 'secret',
]

/** pino redaction paths: the keys above at the top level and one level down (e.g. `{ input: { pin } }`). */
export const LOG_REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`)]
