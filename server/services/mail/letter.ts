import 'server-only'
import type { Storefront } from '@/config/storefronts/types'
import type { OutgoingMail } from './outbox'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export interface Letter {
  kind: string
  recipient: string
  subject: string
  greeting: string
  paragraphs: string[]
  /** Links listed after the paragraphs (an invoice to download). */
  links?: ReadonlyArray<{ label: string; href: string }>
  action: { label: string; href: string }
  signature: string
  footer: string
}

/** One layout for every shop e-mail: the storefront's colours and name, plain text alongside. */
export function renderLetter(letter: Letter, storefront: Storefront): OutgoingMail {
  const { colors } = storefront.branding
  const links = letter.links ?? []
  const paragraphs = letter.paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('')
    + (links.length > 0 ? `<ul style="margin:0 0 16px;padding-left:20px">${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>` : '')
  const html = `<!doctype html><html><body style="margin:0;background:${colors.background};font-family:Arial,sans-serif;color:${colors.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:${colors.primary};color:${colors.primaryText};padding:16px 24px;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(storefront.brandName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(letter.greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(letter.action.href)}" style="background:${colors.accent};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(letter.action.label)}</a></p>
<p style="margin:0;white-space:pre-line">${escapeHtml(letter.signature)}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#666666">${escapeHtml(letter.footer)}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    letter.greeting, '', ...letter.paragraphs.flatMap((p) => [p, '']), ...links.flatMap((link) => [`${link.label}: ${link.href}`, '']),
    `${letter.action.label}: ${letter.action.href}`, '', letter.signature, '', letter.footer,
  ].join('\n')
  return { kind: letter.kind, recipient: letter.recipient, subject: letter.subject, html, text }
}

