/**
 * Postal codes per country (docs/rules/validation.md "Postal codes"), shared by the address forms and the server, so both
 * accept the same codes. Client-safe and pure.
 *
 * The countries the rules spell out (NL, BE, DE, PL, IE, BR, PT, US, AU) follow its rules exactly, even
 * where the real postal system differs (DE excludes only 01000 and 99999; IE's Eircode routing key is a
 * letter and two digits, so Dublin 6W's "D6W" is not accepted). The rules only say that UK, Canada and
 * "other 3-5 digit formats also exist"; for those we use the countries' official formats. Any other
 * country gets a loose fallback: 3 to 10 letters and digits.
 */

/** Country codes the shop may receive that are not ISO: "UK" is how people (and some APIs) write GB. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' }

const canonicalCountry = (countryCode: string): string => {
  const code = countryCode.trim().toUpperCase()
  return COUNTRY_ALIASES[code] ?? code
}

/**
 * The United Kingdom's postcode grammar (Royal Mail / BS 7666), including the non-geographic GIR 0AA:
 * - area: one letter (not Q, V, X), optionally a second (not I, J, Z);
 * - district: A9, A99, AA9, AA99, A9A (third letter one of A-H J K P S T U W), AA9A (fourth letter one of
 *   A B E H M N P R V W X Y);
 * - inward: a digit and two letters, never C I K M O V.
 */
const UK_POSTCODE =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/

/** Canada: A1A 1A1. The first letter is never D F I O Q U W Z, the other letters never D F I O Q U. */
const CA_POSTCODE = /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/

/** Australia, docs/rules/validation.md: 4 digits in 0200-0299, 2000-8999 or 9000-9799. */
function isAustralianPostcode(code: string): boolean {
  if (!/^[0-9]{4}$/.test(code)) return false
  const n = Number(code)
  return (n >= 200 && n <= 299) || (n >= 2000 && n <= 8999) || (n >= 9000 && n <= 9799)
}

type PostcodeRule = RegExp | ((code: string) => boolean)

/**
 * Rules per ISO country, applied to the trimmed, upper-cased code (so the letter rules are
 * case-insensitive). Internal spacing is exactly what the rule allows: "1011  AB" is refused.
 */
const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  // docs/rules/validation.md: 4 digits not starting with 0, optional space, 2 letters other than SA, SD and SS.
  NL: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  // docs/rules/validation.md: 4 digits, no leading 0.
  BE: /^[1-9][0-9]{3}$/,
  // docs/rules/validation.md: 5 digits except 01000 and 99999.
  DE: /^(?!01000$|99999$)[0-9]{5}$/,
  // docs/rules/validation.md: 00-000.
  PL: /^[0-9]{2}-[0-9]{3}$/,
  // docs/rules/validation.md (Eircode): a letter, 2 digits, optional space, 4 letters or digits.
  IE: /^[A-Z][0-9]{2} ?[A-Z0-9]{4}$/,
  // docs/rules/validation.md (CEP): 5 digits, optional dash, 3 digits.
  BR: /^[0-9]{5}-?[0-9]{3}$/,
  // docs/rules/validation.md: 4 digits, dash, 3 digits.
  PT: /^[0-9]{4}-[0-9]{3}$/,
  // docs/rules/validation.md (ZIP and ZIP+4): 5 digits, or 5-4.
  US: /^[0-9]{5}(?:-[0-9]{4})?$/,
  AU: isAustralianPostcode,
  GB: UK_POSTCODE,
  CA: CA_POSTCODE,
  // France: 5 digits; département 00 does not exist.
  FR: /^(?!00)[0-9]{5}$/,
  // Austria and Switzerland: 4 digits, 1000-9999.
  AT: /^[1-9][0-9]{3}$/,
  CH: /^[1-9][0-9]{3}$/,
  // Luxembourg: 4 digits, customarily written with an "L-" prefix.
  LU: /^(?:L-?)?[0-9]{4}$/,
  // Denmark and Norway: 4 digits (Norway's Oslo codes start with 0, Denmark has special 0xxx codes).
  DK: /^[0-9]{4}$/,
  NO: /^[0-9]{4}$/,
  // Sweden: 3 + 2 digits, optional space, never starting with 0.
  SE: /^[1-9][0-9]{2} ?[0-9]{2}$/,
  // Spain: province 01-52, then 3 digits.
  ES: /^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
  // Italy (CAP) and Mexico: 5 digits (Italian codes start with 00 around Rome).
  IT: /^[0-9]{5}$/,
  MX: /^[0-9]{5}$/,
  // New Zealand: 4 digits.
  NZ: /^[0-9]{4}$/,
}

/**
 * Other countries: 3 to 10 characters, letters and digits, with single spaces or dashes between groups
 * (AD500, LV-1010, 100-0001, 10 101). Deliberately loose: we do not know these formats.
 */
const FALLBACK_POSTCODE = /^(?=.{3,10}$)[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/

/**
 * Countries without postal codes (Universal Postal Union / Google address data): the postcode field is
 * optional there, and an empty one is valid.
 */
export const COUNTRIES_WITHOUT_POSTCODE: ReadonlySet<string> = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BQ', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM',
  'CW', 'DJ', 'DM', 'ER', 'FJ', 'GA', 'GD', 'GH', 'GM', 'GQ', 'GY', 'HK', 'JM', 'KI', 'KM', 'KN', 'KP', 'LY',
  'ML', 'MO', 'MR', 'MW', 'NR', 'NU', 'QA', 'RW', 'SB', 'SC', 'SL', 'SR', 'SS', 'ST', 'SX', 'SY', 'TD', 'TF',
  'TG', 'TK', 'TL', 'TO', 'TT', 'TV', 'UG', 'VU', 'YE', 'ZW',
])

/** The countries with a format of their own; every other country uses the fallback. */
export const POSTCODE_COUNTRIES: readonly string[] = Object.keys(POSTCODE_RULES)

/** Whether addresses in this country have a postcode, i.e. whether the field is required. */
export function hasPostcode(countryCode: string): boolean {
  return !COUNTRIES_WITHOUT_POSTCODE.has(canonicalCountry(countryCode))
}

const clean = (postCode: string) => postCode.trim().toUpperCase()

function matches(rule: PostcodeRule, code: string): boolean {
  return typeof rule === 'function' ? rule(code) : rule.test(code)
}

/**
 * Whether `postCode` is a valid postcode of `countryCode` (ISO alpha-2, case-insensitive; "UK" = GB).
 * Surrounding whitespace and letter case do not matter. An empty postcode is valid only where the
 * country has none; a filled-in one there must still look like a postcode (the fallback).
 */
export function isValidPostcode(postCode: string, countryCode: string): boolean {
  const code = clean(postCode)
  const country = canonicalCountry(countryCode)
  if (code === '') return COUNTRIES_WITHOUT_POSTCODE.has(country)
  return matches(POSTCODE_RULES[country] ?? FALLBACK_POSTCODE, code)
}

/** Where the canonical form has a separator that the rule lets shoppers leave out. */
const CANONICAL_SEPARATOR: Readonly<Record<string, { at: number; separator: string }>> = {
  NL: { at: 4, separator: ' ' },
  IE: { at: 3, separator: ' ' },
  BR: { at: 5, separator: '-' },
  SE: { at: 3, separator: ' ' },
  CA: { at: 3, separator: ' ' },
  // UK inward codes are always the last 3 characters.
  GB: { at: -3, separator: ' ' },
}

/**
 * The postcode as it should be stored and printed: trimmed, upper-case, and with the country's
 * separator where the shopper left it out ("1011ab" → "1011 AB", "sw1a1aa" → "SW1A 1AA",
 * "01000000" → "01000-000" for BR). A code that is not valid for the country comes back only trimmed
 * and upper-cased, so the shopper's input is never rewritten into something else.
 */
export function normalizePostcode(postCode: string, countryCode: string): string {
  const code = clean(postCode).replace(/\s+/g, ' ')
  const country = canonicalCountry(countryCode)
  if (!isValidPostcode(code, country)) return code
  const canonical = CANONICAL_SEPARATOR[country]
  if (!canonical) return code
  const compact = code.replace(/[ -]/g, '')
  const at = canonical.at < 0 ? compact.length + canonical.at : canonical.at
  return `${compact.slice(0, at)}${canonical.separator}${compact.slice(at)}`
}
