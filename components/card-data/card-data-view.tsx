import { CardBarcode } from './card-barcode'

/**
 * The voucher of the card data page (docs/rules/redeem.md kaartgegevens): the card's art, the facts a cashier
 * or a checkout asks for, the barcode a till scans and the ways to keep the card (its PDF to print). A
 * server component: number and PIN are rendered once, in the HTML.
 */
export interface CardDataFacts {
  productTitle: string
  productImage: string
  backgroundColor: string
  amount: string
  balance: string
  expiry: string
  cardNumber: string
  pin: string
  /** Why the card cannot be used now (not activated, blocked, expired, no balance), if so. */
  stateNote: string | null
  /** The card number's Code 128 barcode as SVG markup (cardBarcodeSvg: drawn from digits only). */
  barcodeSvg: string
  /** The card's PDF to print at home (app/api/card-data/[token]/pdf). */
  pdfHref: string
}

export interface CardDataTexts {
  amount: string
  balance: string
  expiry: string
  cardNumber: string
  pin: string
  barcodeLabel: string
  barcodeHelp: string
  actionsLabel: string
  downloadPdf: string
}

const ACTION_STYLE = {
  display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 18px', borderRadius: 8,
  border: '2px solid currentColor', fontWeight: 700, textDecoration: 'none',
} as const

export function CardDataView({ card, texts }: { card: CardDataFacts; texts: CardDataTexts }) {
  return (
    <article aria-labelledby="card-data-product" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', alignItems: 'start', maxWidth: 880 }}>
      <div style={{ background: card.backgroundColor, borderRadius: 16, padding: 16, display: 'flex', justifyContent: 'center' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art; the heading names the product */}
        <img src={card.productImage} alt="" width={320} height={202} style={{ maxWidth: '100%', height: 'auto' }} />
      </div>
      <div>
        <h2 id="card-data-product" style={{ marginTop: 0 }}>{card.productTitle}</h2>
        {card.stateNote && <p role="status" style={{ padding: '12px 16px', borderRadius: 8, background: '#fdecea', color: '#8c1d18', fontWeight: 600 }}>{card.stateNote}</p>}
        <p style={{ margin: '0 0 4px' }}>{texts.amount}</p>
        <p style={{ margin: '0 0 4px', fontWeight: 700 }} data-testid="card-data-balance">{texts.balance}</p>
        <p style={{ margin: '0 0 16px' }}>{texts.expiry}</p>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0, fontSize: '1.15rem' }}>
          <dt>{texts.cardNumber}</dt>
          <dd style={{ margin: 0, fontFamily: 'monospace', fontWeight: 700 }} data-testid="card-data-number">{card.cardNumber}</dd>
          <dt>{texts.pin}</dt>
          <dd style={{ margin: 0, fontFamily: 'monospace', fontWeight: 700 }} data-testid="card-data-pin">{card.pin}</dd>
        </dl>
        <CardBarcode svg={card.barcodeSvg} label={texts.barcodeLabel} help={texts.barcodeHelp} />
        {/* Ways to keep the card; the wallet buttons follow the card as a section of their own (they need their own query). */}
        <div role="group" aria-label={texts.actionsLabel} data-testid="card-data-actions" className="card-data-actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 20 }}>
          <a href={card.pdfHref} download style={ACTION_STYLE}>{texts.downloadPdf}</a>
        </div>
      </div>
    </article>
  )
}
