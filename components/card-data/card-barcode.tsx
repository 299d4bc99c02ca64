/**
 * The card number as a Code 128 barcode, big enough for a till's scanner to read it off a phone
 * (docs/rules/redeem.md card data page): at least 300 px wide where the screen allows, black on white
 * with the code's own quiet zone, whatever the page's colours. A server component: the SVG is drawn
 * on the server (server/services/gift-assets/card-codes.ts) and arrives as markup.
 */
export function CardBarcode({ svg, label, help }: { svg: string; label: string; help: string }) {
  return (
    <figure style={{ margin: '24px 0 0', maxWidth: 480 }}>
      <div
        role="img"
        aria-label={label}
        data-testid="card-data-barcode"
        style={{ background: '#fff', width: '100%', minWidth: 'min(300px, 100%)', lineHeight: 0, borderRadius: 4 }}
        // Safe as markup: cardBarcodeSvg builds this SVG itself from the card number's digits only
        // (card-codes.ts refuses anything but 8 to 30 digits before drawing), so it holds no user text,
        // no script and no reference to anything outside it. An inline SVG stays sharp at any zoom and
        // needs no request that could carry the page's secret address.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption style={{ marginTop: 8, fontSize: '.9rem' }}>{help}</figcaption>
    </figure>
  )
}
