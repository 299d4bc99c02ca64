/**
 * The Belgian structured communication (gestructureerde mededeling / communication structurée,
 * OGM/VCS) a transfer states so the bank statement names the order it pays: ten digits and two
 * check digits, the ten modulo 97 (97 when that is 0), written +++123/4567/89012+++.
 */
const checkDigits = (base: string) => {
  const rest = Number(BigInt(base) % 97n)
  return String(rest === 0 ? 97 : rest).padStart(2, '0')
}

/** Twelve digits from ten: the base followed by its check digits. */
export const structuredCommunicationOf = (base: string) => `${base}${checkDigits(base)}`

/**
 * The communication of an order waiting for its transfer: a serial number from a database sequence
 * (10 digits) as the base. Unique without a lookup, and a bank statement's communication leads
 * straight back to the order. Not the invoice's number: an order gets that only once it is paid.
 */
export function orderCommunication(serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 9_999_999_999) throw new RangeError(`no structured communication for serial ${serial}`)
  return structuredCommunicationOf(String(serial).padStart(10, '0'))
}

/** +++123/4567/89012+++, as banks print and shoppers type it. */
export const formatStructuredCommunication = (digits: string) =>
  `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7, 12)}+++`

/**
 * The twelve digits of a communication as a bank statement or a shopper wrote it (with or without
 * +++, slashes, spaces or asterisks), or null when it is not one or its check digits are wrong.
 */
export function parseStructuredCommunication(text: string): string | null {
  const digits = text.replace(/[+*/\s.]/g, '')
  if (!/^\d{12}$/.test(digits)) return null
  return checkDigits(digits.slice(0, 10)) === digits.slice(10) ? digits : null
}
