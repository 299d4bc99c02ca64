import 'server-only'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import type { Language, Storefront } from '@/config/storefronts/types'
import { PageContainer } from '@/components/layout/page-container'
import { localizePath } from '@/i18n/localize'

/**
 * What a shopper (or a crawler) sees at an address the shop does not have: the storefront's
 * not-found image, a translated heading and the ways on, home and search. Rendered on the server,
 * inside the storefront's header and footer.
 */
export async function NotFoundContent({ storefront, language }: { storefront: Storefront; language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'notFound' })
  const path = (route: 'home' | 'search') => localizePath(route, {}, language, storefront.defaultLanguage)
  return (
    <PageContainer id="main">
      {/* Decorative: the heading says what happened. */}
      <Image src={storefront.branding.notFoundImage} alt="" width={320} height={200} unoptimized />
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <ul>
        <li><a href={path('home')}>{t('homeLink')}</a></li>
        <li><a href={path('search')}>{t('searchLink')}</a></li>
      </ul>
    </PageContainer>
  )
}
