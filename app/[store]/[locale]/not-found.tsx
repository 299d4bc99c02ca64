import { getLocale, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'

/**
 * The storefront's own 404 page, inside the storefront layout (so the header's logo leads home in
 * the right language), in the language the proxy resolved.
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
