/**
 * The countries an address may be in: the storefront countries and the rest of the EU and EFTA, named
 * in the shopper's language and sorted by that name (docs/rules/validation.md: country codes sorted alphabetically by
 * localized name). The storefront's own country comes first, as most addresses are there.
 */
const ADDRESS_COUNTRIES = [
  'AE', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU',
  'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
] as const

export interface CountryOption {
  id: string
  label: string
}

export function addressCountries(language: string, first: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([language], { type: 'region' })
  } catch {
    names = null
  }
  const options = ADDRESS_COUNTRIES.map((id) => ({ id, label: names?.of(id) ?? id }))
  const collator = new Intl.Collator(language)
  options.sort((a, b) => collator.compare(a.label, b.label))
  const own = options.find((option) => option.id === first)
  return own ? [own, ...options.filter((option) => option !== own)] : options
}
