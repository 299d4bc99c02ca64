import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { pageContext, type RouteParams } from './_lib/page-context'

/**
 * The 404 page's title. Every answer with status 404 takes its metadata from here, not from the page
 * (Next.js reads the nearest not-found module) and adds its own robots noindex. The layout's title
 * template does not reach its own segment's not-found, so the brand is added here.
 */
export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { storefront, language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'notFound' })
  return { title: { absolute: `${t('metaTitle')} | ${storefront.brandName}` } }
}

/**
 * The storefront's own 404 page, inside the storefront layout (so the header's logo leads home in
 * the right language), in the language the proxy resolved. Shown in the browser when a client-side
 * navigation reaches a page whose data is missing; a full page load gets the 404 page the server
 * renders instead (scripts/server/missing-page.mjs).
 */
export default async function NotFound() {
  const t = await getTranslations({ locale: await getLocale() })
  return (
    <PageContainer id="main">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
    </PageContainer>
  )
}
