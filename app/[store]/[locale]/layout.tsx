import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { StyledRegistry } from '@/components/theme/styled-registry'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { createTheme } from '@/components/theme/theme'
import { ShopHeader } from '@/components/layout/shop-header'
import { ShopFooter } from '@/components/layout/shop-footer'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from './_lib/page-context'

// Catalogue and content pages are rendered once per storefront and language, then served from the
// cache until the catalogue changes (tags) or this many seconds pass (CATALOG_REVALIDATE_SECONDS).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): RouteParams[] {
  return []
}

const LANGUAGE_NAMES: Record<string, string> = {
  nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español', it: 'Italiano',
  pl: 'Polski', pt: 'Português', sv: 'Svenska', da: 'Dansk', nb: 'Norsk bokmål',
}

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { storefront } = await pageContext(params)
  return {
    title: { template: `%s | ${storefront.brandName}`, default: storefront.brandName },
    icons: { icon: storefront.branding.modalLogo.src },
  }
}

export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
  const { storefront, language, locale } = await pageContext(params)
  const t = await getTranslations({ locale: language })
  const { branding } = storefront
  const home = localizePath('home', {}, language, storefront.defaultLanguage)
  return (
    <html lang={locale}>
      <body>
        <StyledRegistry>
          <ThemeProvider theme={createTheme(storefront.brandFamily, branding.colors)}>
            <ShopHeader
              homeHref={home}
              homeLabel={t('chrome.header.home', { brand: storefront.brandName })}
              logoSrc={branding.logo.src}
              logoAlt={branding.logo.alt}
              decorationSrc={branding.headerDecoration ?? null}
              navLabel={t('chrome.header.navigation')}
              links={[{ href: localizePath('productListing', {}, language, storefront.defaultLanguage), text: t('chrome.header.giftCards') }]}
              languages={storefront.languages.map((code) => ({
                code,
                href: localizePath('home', {}, code, storefront.defaultLanguage),
                label: LANGUAGE_NAMES[code] ?? code,
                current: code === language,
              }))}
              languagesLabel={t('chrome.header.languages')}
              skipLinkText={t('common.skipToContent')}
            />
            {children}
            <ShopFooter
              shippingPromise={t('chrome.footer.shippingPromise')}
              copyright={t('chrome.footer.copyright', { year: new Date().getFullYear(), brand: storefront.brandName })}
              decorationSrc={branding.footerDecoration ?? null}
            />
          </ThemeProvider>
        </StyledRegistry>
      </body>
    </html>
  )
}
