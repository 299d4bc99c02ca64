import { choiceCardPdfUrl } from '@/server/modules/card-data/choice-card-explanation'
import { externalRedirect } from '../_lib/external-redirect'

// The target comes from the environment at request time; nothing to cache.
export const dynamic = 'force-dynamic'

/** `/uitleg-keuze-cadeaukaart/` (docs/rules/pages-and-seo.md external redirects): to the PDF explaining choice-card redemption. */
export const GET = externalRedirect((storefront, language) => choiceCardPdfUrl(storefront, language))
