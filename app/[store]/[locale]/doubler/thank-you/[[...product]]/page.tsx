import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { formatDrawMoment } from '@/components/doubler/doubler-format'
import { DoublerDrawDocument, ProductDetailsDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import { localizePath } from '@/i18n/localize'
import { pageMetadata } from '../../../_lib/metadata'
import { pageContext, type RouteParams } from '../../../_lib/page-context'

// The result of an entry: rendered per request and never indexed.
export const dynamic = 'force-dynamic'

type ThankYouParams = RouteParams & { product?: string[] }

/** The optional product segment: a slug, or nothing (a longer path is not this page). */
function productSlugOf(segments: string[] | undefined): string | null {
  const slug = segments?.length === 1 ? decodeURIComponent(segments[0]!) : null
  return slug && /^[a-z0-9][a-z0-9-]{0,120}$/.test(slug) ? slug : null
}

export async function generateMetadata({ params }: { params: Promise<ThankYouParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'doubler.thankYou' })
  const product = productSlugOf((await params).product)
  return {
    ...pageMetadata({ context, route: 'doublerThankYou', params: product ? { product } : {}, title: t('metaTitle') }),
    robots: { index: false, follow: false },
  }
}

/** docs/rules/activation-and-doubler.md /verdubbelaar/bedankt/:product? (fr /doubleur/remerciements/): thanks for entering, with the chosen brand when known. */
export default async function DoublerThankYouPage({ params }: { params: Promise<ThankYouParams> }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'doubler' })
  const slug = productSlugOf((await params).product)
  const [{ doublerDraw }, details] = await Promise.all([
    serverQuery(shopper, DoublerDrawDocument, {}),
    slug ? serverQuery(shopper, ProductDetailsDocument, { slug }) : Promise.resolve(null),
  ])
  const product = details?.product.product ?? null
  const path = (route: 'home' | 'doubler') => localizePath(route, {}, language, storefront.defaultLanguage)
  return (
    <PageContainer id="main">
      <h1>{t('thankYouTitle')}</h1>
      {product && (
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', margin: '0 0 16px' }}>
          <span style={{ background: product.backgroundColor, borderRadius: 8, display: 'inline-flex', padding: 4 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art; the text names the product */}
            <img src={product.image.url} alt="" width={120} height={76} />
          </span>
          <p style={{ margin: 0, fontWeight: 700 }} data-testid="doubler-product">{t('thankYou.product', { product: product.title })}</p>
        </div>
      )}
      <p style={{ maxWidth: 640 }}>{t('thankYouText')}</p>
      <p style={{ maxWidth: 640 }}>{t('thankYou.drawDate', { date: formatDrawMoment(doublerDraw.drawAt, locale) })}</p>
      <p style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Link href={path('home')}>{t('thankYou.toHome')}</Link>
        <Link href={path('doubler')}>{t('thankYou.toDoubler')}</Link>
      </p>
    </PageContainer>
  )
}
