import { externalUrl, type ExternalUrlEnv } from '@/config/external-url'
import type { Language, Storefront } from '@/config/storefronts/types'

/** A fictional address (the `.example` domain is reserved), used when nothing is configured. */
export const DEFAULT_CHOICE_CARD_PDF_URL = 'https://docs.example.com/{code}/{language}/choice-gift-card.pdf'

/**
 * The PDF that explains how to redeem a choice gift card (docs/rules/pages-and-seo.md external redirects):
 * `CHOICE_CARD_PDF_URL_<CODE>` for one storefront, else `CHOICE_CARD_PDF_URL`, else the default.
 */
export function choiceCardPdfUrl(storefront: Storefront, language: Language, env: ExternalUrlEnv = process.env): string {
  return externalUrl('CHOICE_CARD_PDF_URL', DEFAULT_CHOICE_CARD_PDF_URL, storefront, language, env)
}
