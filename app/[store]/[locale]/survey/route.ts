import { externalRedirect } from '../_lib/external-redirect'
import { promoSurveyUrl } from './survey-url'

// The target comes from the environment at request time; nothing to cache.
export const dynamic = 'force-dynamic'

/** `/enquete/` (docs/rules/pages-and-seo.md external redirects): to the survey of the promo pop-up. */
export const GET = externalRedirect((storefront, language) => promoSurveyUrl(storefront, language))
