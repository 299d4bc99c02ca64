import 'server-only'
import type { ReactNode } from 'react'
import { Body, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components'
import { createTranslator } from 'next-intl'
import { storefrontOrigin } from '@/config/storefronts/urls'
import type { MailScope } from '../mail-scope'
import { MAIL_LOGO_SIZE, mailLogoUrl } from '../mail-logo'
import { DARK, DARK_MODE_CSS, FONT_STACK, MAIL_WIDTH, NEUTRAL, mailColours, smallStyle } from './theme'

export interface MailLayoutProps {
  scope: MailScope
  /** The line a mailbox shows beside the subject before the mail is opened. */
  preview: string
  /** Why the reader gets this mail (the `footer` texts), above the seller's legal lines. */
  reason: string
  children: ReactNode
}

/**
 * One layout for every shop e-mail: the storefront's logo on a band of its primary colour, a fluid
 * single column of at most 600 px, and a footer with the reason for the mail and the legal lines of
 * the company that sells on the storefront (name, address, VAT and company number).
 */
export function MailLayout({ scope, preview, reason, children }: MailLayoutProps) {
  const { storefront, language, messages } = scope
  const colours = mailColours(storefront)
  const logoAlt = createTranslator({ locale: language, messages, namespace: 'branding.alt' })('logo', { brand: storefront.brandName })
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className={DARK.page} style={{ backgroundColor: NEUTRAL.page, margin: 0, padding: '24px 0', fontFamily: FONT_STACK, color: colours.text }}>
        <Container style={{ maxWidth: `${MAIL_WIDTH}px`, width: '100%' }}>
          <Section className={`${DARK.panel} mail-gutter`} style={{ backgroundColor: NEUTRAL.panel, borderTop: `6px solid ${colours.primary}`, padding: '20px 24px 8px' }}>
            <Link href={`${storefrontOrigin(storefront)}/`} data-skip-in-text="true">
              <Img src={mailLogoUrl(storefront)} width={MAIL_LOGO_SIZE.width} height={MAIL_LOGO_SIZE.height} alt={logoAlt} style={{ color: colours.text, fontSize: '20px', fontWeight: 'bold' }} />
            </Link>
          </Section>
          <Section className={`${DARK.panel} ${DARK.text} mail-gutter`} style={{ backgroundColor: NEUTRAL.panel, color: colours.text, padding: '16px 24px 24px' }}>
            {children}
          </Section>
          <MailFooter scope={scope} reason={reason} />
        </Container>
      </Body>
    </Html>
  )
}

function MailFooter({ scope, reason }: { scope: MailScope; reason: string }) {
  const { storefront, language, messages } = scope
  const { seller } = storefront
  const labels = createTranslator({ locale: language, messages, namespace: 'invoice' })
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(seller.address.addressCountry) ?? seller.address.addressCountry
  const address = [seller.address.streetAddress, `${seller.address.postalCode} ${seller.address.addressLocality}`, country].join(', ')
  const numbers = [
    ...(seller.vatNumber ? [`${labels('vatNumber')} ${seller.vatNumber}`] : []),
    `${labels('companyNumber')} ${seller.companyNumber}`,
  ]
  const footerText = { ...smallStyle, margin: '0 0 4px' }
  return (
    <Section className="mail-gutter" style={{ padding: '16px 24px 8px' }} data-mail-footer="">
      <Text className={DARK.muted} style={{ ...smallStyle, margin: '0 0 12px' }} data-mail-reason="">{reason}</Text>
      <Text className={DARK.muted} style={footerText} data-legal="name">{seller.legalName}</Text>
      <Text className={DARK.muted} style={footerText} data-legal="address">{address}</Text>
      <Text className={DARK.muted} style={footerText} data-legal="numbers">{numbers.join(' · ')}</Text>
    </Section>
  )
}
