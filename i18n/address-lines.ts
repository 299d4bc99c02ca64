/**
 * A postal address as it is written on an envelope (docs/rules/basket.md Address): the street line,
 * the optional second line, then postcode and city. The street line is the API's `addressLine1`:
 * street, house number and suffix in the order the country writes them (number first in France,
 * Luxembourg and the English-speaking countries: "12 rue de la Paix", "10 Downing Street").
 * Client-safe and pure; every page, mail and document that shows an address uses it.
 */
export interface PostalAddressParts {
  countryCode?: string | null
  street?: string | null
  houseNumber?: string | null
  suffix?: string | null
  addressLine2?: string | null
  postCode?: string | null
  city?: string | null
}

const NUMBER_FIRST = new Set(['AU', 'CA', 'FR', 'GB', 'IE', 'LU', 'NZ', 'US'])

const joined = (parts: ReadonlyArray<string | null | undefined>) => parts.map((part) => part?.trim()).filter(Boolean).join(' ')

/** Street, number and suffix in the country's order; null when the address has neither street nor number. */
export function streetLine(address: PostalAddressParts): string | null {
  const number = joined([address.houseNumber, address.suffix])
  const line = NUMBER_FIRST.has((address.countryCode ?? '').toUpperCase()) ? joined([number, address.street]) : joined([address.street, number])
  return line || null
}

/** The lines under the name: street line, second line, postcode and city (empty ones left out). */
export function postalLines(address: PostalAddressParts): string[] {
  return [streetLine(address), address.addressLine2?.trim(), joined([address.postCode, address.city])]
    .filter((line): line is string => Boolean(line))
}
