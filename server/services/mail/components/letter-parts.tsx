import 'server-only'
import { Fragment, type CSSProperties, type ReactNode } from 'react'
import { Button, Link, Section, Text } from '@react-email/components'
import type { Storefront } from '@/config/storefronts/types'
import { DARK, NEUTRAL, mailColours, textStyle } from './theme'

/** A link the mail offers: its label in the reader's language and where it goes. */
export interface MailLink {
  label: string
  href: string
}

/** A text's line breaks as <br>, so both the HTML and the plain-text part keep them. */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n')
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text className={DARK.text} style={{ ...textStyle, ...style }}>{children}</Text>
}

/** Documents to open (an invoice, a credit note), each on its own line. */
export function LinkList({ storefront, links }: { storefront: Storefront; links: readonly MailLink[] }) {
  if (links.length === 0) return null
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: '20px', fontSize: '16px', lineHeight: '24px' }}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={DARK.text} style={{ color: mailColours(storefront).text, textDecoration: 'underline' }}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The mail's one call to action, in the storefront's primary colour (its text colour is chosen for contrast on it). */
export function ActionButton({ storefront, action }: { storefront: Storefront; action: MailLink }) {
  const colours = mailColours(storefront)
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={action.href}
        data-mail-action=""
        style={{
          backgroundColor: colours.primary, color: colours.onPrimary, padding: '14px 24px', borderRadius: '6px',
          fontSize: '16px', fontWeight: 'bold', textDecoration: 'none', border: `1px solid ${colours.primary}`,
        }}
      >
        {action.label}
      </Button>
    </Section>
  )
}

export function Signature({ text }: { text: string }) {
  return <Paragraph style={{ margin: '0' }}><Lines text={text} /></Paragraph>
}

/** A framed block of secondary information (a personal message, how to use a card). */
export function Panel({ children, accent }: { children: ReactNode; accent?: string }) {
  return (
    <Section
      className={DARK.soft}
      style={{ backgroundColor: NEUTRAL.soft, borderLeft: `4px solid ${accent ?? NEUTRAL.border}`, borderRadius: '4px', padding: '12px 16px', margin: '0 0 20px' }}
    >
      {children}
    </Section>
  )
}

export interface LetterProps {
  greeting: string
  paragraphs: readonly string[]
  links?: readonly MailLink[]
  action: MailLink
  signature: string
}

/** The body most shop mails share: greeting, paragraphs, documents, the button and the signature. */
export function Letter({ storefront, greeting, paragraphs, links = [], action, signature }: LetterProps & { storefront: Storefront }) {
  return (
    <>
      <Paragraph>{greeting}</Paragraph>
      {paragraphs.map((text, index) => <Paragraph key={index}><Lines text={text} /></Paragraph>)}
      <LinkList storefront={storefront} links={links} />
      <ActionButton storefront={storefront} action={action} />
      <Signature text={signature} />
    </>
  )
}
