import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { CardDataView } from '@/components/card-data/card-data-view'
import { CardDataDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import { localizePath } from '@/i18n/localize'
import { pageContext, type RouteParams } from '../../_lib/page-context'
import { formatMoney } from '@/i18n/format'
import { CardWallet } from './wallet'
import { cardBarcodeSvg } from '@/server/services/gift-assets/card-codes'

// Number and PIN of one card: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'

type CardDataParams = RouteParams & { token: string }

export async function generateMetadata({ params }: { params: Promise<CardDataParams> }): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'cardData' })
  // No canonical or alternates: the URL holds the secret token and must not be repeated anywhere.
  // The referrer policy keeps the token out of the Referer of every link and resource on the page.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** docs/rules/pages-and-seo.md card data (kaartgegevens): the voucher an issued card's e-mail links to. */
export default async function CardDataPage({ params }: { params: Promise<CardDataParams> }) {
  const context = await pageContext(params)
  const { language, locale, shopper, storefront } = context
  const t = await getTranslations({ locale: language, namespace: 'cardData' })
  const { token } = await params
  const { cardData } = await serverQuery(shopper, CardDataDocument, { token: decodeURIComponent(token) })
  const balanceCheckHref = localizePath('balanceCheck', {}, language, storefront.defaultLanguage)
  if (!cardData.card) {
    return (
      <PageContainer id="main">
        <h1>{t('invalidTitle')}</h1>
        <p role="alert" data-testid="card-data-error">{cardData.errors[0]?.message ?? t('invalidHelp')}</p>
        <p>{t('invalidHelp')}</p>
        <p><a href={balanceCheckHref}>{t('toBalanceCheck')}</a></p>
      </PageContainer>
    )
  }
  const { card } = cardData
  const groupedNumber = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')
  // The same token, so the PDF is refused exactly when this page is; in the language of this page.
  const pdfHref = `/api/card-data/${encodeURIComponent(decodeURIComponent(token).trim())}/pdf/?language=${language}`
  const money = (value: { currency: string; value: number }) => formatMoney(value, locale)
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso))
  return (
    <PageContainer id="main">
      <h1>{t('title')}</h1>
      <CardDataView
        card={{
          productTitle: card.productTitle,
          productImage: card.productImage,
          backgroundColor: card.backgroundColor,
          amount: money(card.amount),
          balance: money(card.balance),
          expiry: date(card.expiresAt),
          cardNumber: groupedNumber,
          pin: card.pin,
          stateNote: card.state !== 'VALID' && t.has(`states.${card.state}` as never) ? t(`states.${card.state}` as never) : null,
          barcodeSvg: cardBarcodeSvg(card.cardNumber),
          pdfHref,
        }}
        texts={{
          amount: t('amount', { amount: money(card.amount) }),
          balance: t('balance', { amount: money(card.balance) }),
          expiry: t('expiry', { date: date(card.expiresAt) }),
          cardNumber: t('cardNumber'),
          pin: t('pin'),
          barcodeLabel: t('barcodeLabel', { number: groupedNumber }),
          barcodeHelp: t('barcodeHelp'),
          actionsLabel: t('actionsLabel'),
          downloadPdf: t('downloadPdf'),
        }}
      />
      <CardWallet shopper={shopper} language={language} token={decodeURIComponent(token)} />
      <section aria-labelledby="card-data-how" style={{ marginTop: 32, maxWidth: 640 }}>
        <h2 id="card-data-how">{t('howToTitle')}</h2>
        <ul style={{ paddingLeft: 20, display: 'grid', gap: 8 }}>
          <li>{t('howToShop')}</li>
          <li>{t('howToOnline')}</li>
          <li>{t('howToSwap')} <a href={balanceCheckHref}>{t('toBalanceCheck')}</a></li>
          {card.explanationPdfUrl && (
            <li><a href={card.explanationPdfUrl} target="_blank" rel="noopener noreferrer">{t('choicePdf')}</a></li>
          )}
        </ul>
      </section>
      <p style={{ marginTop: 24, maxWidth: 640, fontSize: '.9rem' }}>{t('linkValidUntil', { date: date(card.linkExpiresAt) })}</p>
    </PageContainer>
  )
}
