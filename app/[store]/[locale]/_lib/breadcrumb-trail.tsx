import 'server-only'
import { getTranslations } from 'next-intl/server'
import { Breadcrumbs, type BreadcrumbItem } from '@/components/layout/breadcrumbs'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import type { PageContext } from './page-context'
import { breadcrumbJsonLd, serializeJsonLd } from './structured-data'

/**
 * The visible breadcrumb trail of a page, starting at home, with the same trail as schema.org
 * BreadcrumbList JSON-LD (absolute URLs on the storefront's configured origin). `items` follow home;
 * the last one is the current page.
 */
export async function BreadcrumbTrail({ context, items }: { context: PageContext; items: readonly BreadcrumbItem[] }) {
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  const trail = [{ name: t('common.home'), href: localizePath('home', {}, language, storefront.defaultLanguage) }, ...items]
  return (
    <>
      <Breadcrumbs label={t('common.breadcrumb')} items={trail} />
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: no title can close the script element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail, storefrontOrigin(storefront))) }}
      />
    </>
  )
}
