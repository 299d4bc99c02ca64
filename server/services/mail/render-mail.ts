import 'server-only'
import type { ReactElement } from 'react'
import { render, toPlainText } from '@react-email/render'
import type { OutgoingMail } from './outbox'

/** html-to-text's element, as much of it as the link formatter reads. */
interface LinkElement { attribs?: Record<string, string>; children: unknown[] }
interface TextBuilder { addInline(text: string, options?: { noWordTransform?: boolean }): void }

/**
 * The plain-text part as a reader of plain text needs it: a link is its label, then a colon and
 * the address ("View your gift card: https://…"), so the address can be copied whatever the label.
 * Images are left out (React Email's defaults); their alt texts repeat what the text already says.
 */
const PLAIN_TEXT_OPTIONS = {
  formatters: {
    labelledLink(element: LinkElement, walk: (nodes: unknown[], builder: TextBuilder) => void, builder: TextBuilder) {
      walk(element.children, builder)
      const href = element.attribs?.href
      if (href) builder.addInline(`: ${href}`, { noWordTransform: true })
    },
  },
  selectors: [
    { selector: 'a', format: 'labelledLink' },
    // Headings as written: html-to-text would shout them in capitals.
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
}

/**
 * A mail component rendered once to HTML, and from that HTML to the plain-text part, so the two
 * always say the same. `envelope` is everything of the outbox row but the two bodies.
 */
export async function renderMail(envelope: Omit<OutgoingMail, 'html' | 'text'>, element: ReactElement): Promise<OutgoingMail> {
  const html = await render(element)
  // Images leave empty lines behind; one blank line between blocks is enough.
  const text = toPlainText(html, PLAIN_TEXT_OPTIONS).replace(/\n{3,}/g, '\n\n').trim()
  return { ...envelope, html, text }
}
