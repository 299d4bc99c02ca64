import { externalRedirect } from '../_lib/external-redirect'
import { helpdeskUrl } from './helpdesk-url'

// The target comes from the environment at request time; nothing to cache.
export const dynamic = 'force-dynamic'

/** `/helpdesk/` (docs/rules/pages-and-seo.md external redirects): to the storefront's external help desk. */
export const GET = externalRedirect((storefront, language) => helpdeskUrl(storefront, language))
