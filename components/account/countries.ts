import type { SelectOption } from '@/components/ui/select'

/** Countries an account address or a receiver can be in (the storefront countries of Europe). */
export const ADDRESS_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'NO', 'PL', 'PT', 'SE'] as const

/** docs/rules/validation.md: country codes sorted alphabetically by their localized name. */
export function countryOptions(language: string, include?: string | null): SelectOption<string>[] {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const codes: string[] = [...ADDRESS_COUNTRIES]
  if (include && !codes.includes(include)) codes.push(include)
  return codes
    .map((code) => ({ id: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
}
