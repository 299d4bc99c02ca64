import type { Language, Storefront } from '@/config/storefronts/types'

/** A fictional address (the `.example` domain is reserved), used when nothing is configured. */
export const DEFAULT_CHOICE_CARD_PDF_URL = 'https://docs.example.com/{code}/{language}/choice-gift-card.pdf'

/**
 * The PDF that explains how to redeem a choice gift card (docs/rules/redeem.md external redirects):
 * `CHOICE_CARD_PDF_URL_<CODE>` for one storefront, else `CHOICE_CARD_PDF_URL`, else the default;
 * `{code}` (lower case), `{language}` and `{country}` are filled in. Only http(s) URLs are used.
 */
export function choiceCardPdfUrl(storefront: Storefront, language: Language, env: Record<string, string | undefined> = process.env): string {
  const configured = env[`CHOICE_CARD_PDF_URL_${storefront.code}`] || env.CHOICE_CARD_PDF_URL
  const fill = (template: string) => template
    .replaceAll('{code}', storefront.code.toLowerCase())
    .replaceAll('{language}', language)
    .replaceAll('{country}', storefront.country.toLowerCase())
  return (configured ? httpUrl(fill(configured)) : null) ?? httpUrl(fill(DEFAULT_CHOICE_CARD_PDF_URL))!
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : null
  } catch {
    return null
  }
}
