import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { DoublerEntryIsland } from '@/components/doubler/doubler-entry-island'
import { formatDrawMoment } from '@/components/doubler/doubler-format'
import { DoublerDrawDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import { pageMetadata } from '../_lib/metadata'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { formatMoney } from '@/i18n/format'
import { brandingAltTexts } from '@/i18n/branding-alt'

// The next draw date moves at every draw moment; the page is rendered per request (it holds no personal data).
export const dynamic = 'force-dynamic'

const CLIENT_NAMESPACES = ['common', 'chrome', 'errors', 'doubler', 'validation'] as const

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'doubler' })
  // The promotion itself may be indexed; the entry form's result lives on the noindex thank-you page.
  return pageMetadata({ context, route: 'doubler', title: t('title'), description: t('page.metaDescription') })
}

/** docs/rules/activation-and-doubler.md /verdubbelaar/ (fr /doubleur/): the monthly balance doubler, how it works, the entry form and its conditions. */
export default async function DoublerPage({ params }: { params: Promise<RouteParams> }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'doubler' })
  const { doublerDraw } = await serverQuery(shopper, DoublerDrawDocument, {})
  const date = formatDrawMoment(doublerDraw.drawAt, locale)
  const cap = formatMoney(doublerDraw.creditCap, locale)
  const messages = await getMessages({ locale: language })
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))
  const { doubler: banner, doublerPageBg, doublerHeroCardImage } = storefront.branding
  const alt = await brandingAltTexts(language, storefront)
  return (
    <PageContainer id="main">
      <section
        aria-labelledby="doubler-title"
        style={{
          display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', alignItems: 'center', padding: 24, borderRadius: 16,
          background: doublerPageBg ? `url(${JSON.stringify(doublerPageBg)}) center / cover no-repeat` : undefined,
        }}
      >
        <div>
          <h1 id="doubler-title">{t('title')}</h1>
          <p style={{ margin: '0 0 12px', maxWidth: 640 }}>{t('text')}</p>
          <p style={{ margin: 0, fontWeight: 700, fontSize: '1.2rem' }} data-testid="doubler-next-draw">{t('page.nextDraw', { date })}</p>
        </div>
        {doublerHeroCardImage && (
          // eslint-disable-next-line @next/next/no-img-element -- the storefront's own SVG artwork (docs/rules/activation-and-doubler.md branding doublerHeroCardImage)
          <img src={doublerHeroCardImage} alt={alt(banner)} width={320} height={200} style={{ maxWidth: '100%', height: 'auto', justifySelf: 'center' }} />
        )}
      </section>

      <div style={{ display: 'grid', gap: 40, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', marginTop: 32, alignItems: 'start' }}>
        <section aria-labelledby="doubler-how">
          <h2 id="doubler-how">{t('page.howTitle')}</h2>
          <ol style={{ paddingLeft: 20, display: 'grid', gap: 8 }}>
            <li>{t('page.step1')}</li>
            <li>{t('page.step2', { date })}</li>
            <li>{t('page.step3', { cap })}</li>
          </ol>
        </section>
        <NextIntlClientProvider locale={language} messages={clientMessages}>
          <DoublerEntryIsland shopper={shopper} />
        </NextIntlClientProvider>
      </div>

      <section aria-labelledby="doubler-conditions" style={{ marginTop: 40, maxWidth: 760 }}>
        <h2 id="doubler-conditions">{t('page.conditionsTitle')}</h2>
        <ul style={{ paddingLeft: 20, display: 'grid', gap: 8 }}>
          <li>{t('page.condition1')}</li>
          <li>{t('page.condition2')}</li>
          <li>{t('page.condition3', { cap })}</li>
          <li>{t('page.condition4')}</li>
          <li>{t('page.condition5')}</li>
        </ul>
      </section>
    </PageContainer>
  )
}
