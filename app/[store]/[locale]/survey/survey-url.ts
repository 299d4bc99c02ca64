import { externalUrl, type ExternalUrlEnv } from '@/config/external-url'
import type { Language, Storefront } from '@/config/storefronts/types'

/** A fictional survey (the `.example` domain is reserved), used when nothing is configured. */
export const DEFAULT_PROMO_SURVEY_URL = 'https://survey.example.com/{code}/{language}/'

/**
 * The survey the promo pop-up asks shoppers to take (docs/rules/pages-and-seo.md external redirects):
 * `PROMO_SURVEY_URL_<CODE>` for one storefront, else `PROMO_SURVEY_URL`, else the default.
 */
export function promoSurveyUrl(storefront: Storefront, language: Language, env: ExternalUrlEnv = process.env): string {
  return externalUrl('PROMO_SURVEY_URL', DEFAULT_PROMO_SURVEY_URL, storefront, language, env)
}
