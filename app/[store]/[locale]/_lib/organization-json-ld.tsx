import 'server-only'
import { storefrontOrigin } from '@/config/storefronts/urls'
import type { PageContext } from './page-context'
import { organizationJsonLd, serializeJsonLd } from './structured-data'

/** The storefront's Organization and WebSite JSON-LD; rendered once per page by the layout. */
export function OrganizationJsonLd({ context }: { context: Pick<PageContext, 'storefront'> }) {
  const { storefront } = context
  const json = serializeJsonLd(organizationJsonLd({ storefront, origin: storefrontOrigin(storefront) }))
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
