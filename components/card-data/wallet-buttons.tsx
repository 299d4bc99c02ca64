/**
 * "Add to Apple Wallet" and "Save to Google Wallet" on the card data page (docs/rules/redeem.md wallet passes).
 * A server component of plain links: each shows only when its wallet is configured (its link is not null),
 * and nothing at all renders when neither is.
 */
export interface WalletLinks {
  applePassUrl: string | null
  googleSaveUrl: string | null
}

const buttonStyle = {
  display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 20px', borderRadius: 22,
  background: '#000', color: '#fff', fontWeight: 600, textDecoration: 'none',
} as const

export function WalletButtons({ links, texts }: { links: WalletLinks; texts: { label: string; apple: string; google: string; note: string } }) {
  if (!links.applePassUrl && !links.googleSaveUrl) return null
  return (
    <section aria-label={texts.label} style={{ marginTop: 24, maxWidth: 640 }} data-testid="wallet-buttons">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {links.applePassUrl && (
          <li><a href={links.applePassUrl} style={buttonStyle} type="application/vnd.apple.pkpass">{texts.apple}</a></li>
        )}
        {links.googleSaveUrl && (
          <li><a href={links.googleSaveUrl} target="_blank" rel="noopener noreferrer" style={buttonStyle}>{texts.google}</a></li>
        )}
      </ul>
      <p style={{ fontSize: '.9rem', margin: '8px 0 0' }}>{texts.note}</p>
    </section>
  )
}
