/**
 * VAT identification numbers of business customers (docs/rules/validation.md "VAT number" required for business
 * billing). Client-safe and pure.
 *
 * The formats are those of the EU's VIES service per member state (Greece uses the prefix EL, Northern
 * Ireland XI), plus the non-EU countries the shop sells to businesses in: the UK (GB, same format as
 * XI), Switzerland (CHE) and Norway. They check the shape only; whether the number exists is for VIES.
 * A number typed without its country prefix gets the prefix of the billing country.
 */

/** The part after the 2-letter prefix. */
export const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U[0-9]{8}$/,
  BE: /^[01][0-9]{9}$/,
  BG: /^[0-9]{9,10}$/,
  CY: /^[0-9]{8}[A-Z]$/,
  CZ: /^[0-9]{8,10}$/,
  DE: /^[0-9]{9}$/,
  DK: /^[0-9]{8}$/,
  EE: /^[0-9]{9}$/,
  EL: /^[0-9]{9}$/,
  ES: /^[A-Z0-9][0-9]{7}[A-Z0-9]$/,
  FI: /^[0-9]{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}[0-9]{9}$/,
  HR: /^[0-9]{11}$/,
  HU: /^[0-9]{8}$/,
  IE: /^(?:[0-9]{7}[A-W][A-IW]?|[0-9][A-Z+*][0-9]{5}[A-W])$/,
  IT: /^[0-9]{11}$/,
  LT: /^(?:[0-9]{9}|[0-9]{12})$/,
  LU: /^[0-9]{8}$/,
  LV: /^[0-9]{11}$/,
  MT: /^[0-9]{8}$/,
  NL: /^[0-9]{9}B[0-9]{2}$/,
  PL: /^[0-9]{10}$/,
  PT: /^[0-9]{9}$/,
  RO: /^[1-9][0-9]{1,9}$/,
  SE: /^[0-9]{10}01$/,
  SI: /^[0-9]{8}$/,
  SK: /^[0-9]{10}$/,
  XI: /^(?:[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/,
  GB: /^(?:[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/,
  // Switzerland: CHE-123.456.789 with an optional MWST / TVA / IVA suffix.
  CH: /^E[0-9]{9}(?:MWST|TVA|IVA)?$/,
  // Norway: 9 digits with an optional MVA suffix.
  NO: /^[0-9]{9}(?:MVA)?$/,
}

/** ISO country → VAT prefix where they differ. */
const VAT_PREFIX_OF_COUNTRY: Readonly<Record<string, string>> = { GR: 'EL', UK: 'GB' }

/** The VAT number without spaces, dots and dashes, upper-cased. */
export const normalizeVatNumber = (vat: string) => vat.replace(/[\s.-]/g, '').toUpperCase()

/**
 * The VAT number without spaces, dots and dashes, upper-cased, and with the billing country's prefix
 * when it was typed without one ("0123.456.789" in BE → "BE0123456789").
 */
export function normalizeVat(vat: string, countryCode?: string): string {
  const compact = normalizeVatNumber(vat)
  if (/^[A-Z]{2}/.test(compact) || !countryCode) return compact
  const country = countryCode.trim().toUpperCase()
  return `${VAT_PREFIX_OF_COUNTRY[country] ?? country}${compact}`
}

/**
 * Whether `vat` has the format of its country's VAT numbers. An unknown prefix is refused: the shop
 * invoices businesses in the EU, the UK, Switzerland and Norway only.
 */
export function isValidVatNumber(vat: string, countryCode?: string): boolean {
  const normalized = normalizeVat(vat, countryCode)
  const format = VAT_FORMATS[normalized.slice(0, 2)]
  return !!format && format.test(normalized.slice(2))
}
