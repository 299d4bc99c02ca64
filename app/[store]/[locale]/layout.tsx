import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { StyledRegistry } from '@/components/theme/styled-registry'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { createTheme } from '@/components/theme/theme'
import { pageContext, type RouteParams } from './_lib/page-context'
import { StorefrontChrome } from './_lib/storefront-chrome'
import { OrganizationJsonLd } from './_lib/organization-json-ld'
import { ClientStateProvider } from '@/components/chrome/client-state-provider'
import { getToggles } from '@/config/storefronts/toggles'
import type { Messages } from '@/i18n/messages'

// Catalogue and content pages are rendered once per storefront and language, then served from the
// cache until the catalogue changes (tags) or this many seconds pass (CATALOG_REVALIDATE_SECONDS).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): RouteParams[] {
  return []
}

/** Message namespaces client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'listing', 'search'] as const

/**
 * The page's error texts without the one per API error code: only the error modal shows those, and it
 * loads them itself (components/modals/error-modal-host.tsx). Pages with forms add them back in their
 * own message provider.
 */
function withoutCodeTexts(errors: Messages['errors']): Omit<Messages['errors'], 'codes'> {
  const { codes: _codes, ...rest } = errors
  return rest
}

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { storefront } = await pageContext(params)
  return {
    title: { template: `%s | ${storefront.brandName}`, default: storefront.brandName },
    icons: { icon: storefront.branding.modalLogo.src },
  }
}

/** `header`: the page's header (the @header slot), whose version depends on the route (docs/rules/pages-and-seo.md). */
export default async function StorefrontLayout({ children, header, params }: { children: ReactNode; header: ReactNode; params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { storefront, language, locale } = context
  const messages = await getMessages({ locale: language })
  const clientMessages = { ...Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])), errors: withoutCodeTexts(messages.errors) }
  return (
    <html lang={locale}>
      <body>
        <StyledRegistry>
          <ThemeProvider theme={createTheme(storefront.brandFamily, storefront.branding.colors)}>
            <NextIntlClientProvider locale={language} messages={clientMessages}>
              <StorefrontChrome context={context} header={header}>{children}</StorefrontChrome>
              <ClientStateProvider language={language} country={storefront.country} toggles={getToggles(storefront)} />
            </NextIntlClientProvider>
          </ThemeProvider>
        </StyledRegistry>
        <OrganizationJsonLd context={context} />
      </body>
    </html>
  )
}
