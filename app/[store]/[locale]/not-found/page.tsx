import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { NotFoundContent } from '../_lib/not-found-content'

// The proxy also rewrites every unknown URL here; like the catch-all, it renders on demand so that
// unknown paths never fill the page cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'notFound' })
  return { title: t('metaTitle'), robots: { index: false, follow: true } }
}

/**
 * The 404 page (docs/rules/pages-and-seo.md `/404/`) and every address no route matches. The proxy answers these with
 * status 404 itself and the page renders its content, rather than calling notFound(): Next.js does
 * not render a notFound() of a page rendered on demand on the server (its root layout is under a
 * dynamic segment), which left crawlers and shoppers without JavaScript an empty page.
 */
export default async function NotFoundPage({ params }: { params: Promise<RouteParams> }) {
  const { storefront, language } = await pageContext(params)
  return <NotFoundContent storefront={storefront} language={language} />
}
