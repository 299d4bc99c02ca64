import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { Letter } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

interface ActivationMailBase {
  scope: MailScope
  /** The activated amount, formatted. */
  amount: string
  /** The card number's last four digits. */
  cardEnd: string
  /** The balance check page. */
  balanceCheckUrl: string
}

export interface ActivationReceivedMailProps extends ActivationMailBase {
  reference: string
  /** Active right away (no activation delay), or within 24 hours. */
  activeNow: boolean
}

export interface ActivationActiveMailProps extends ActivationMailBase {
  /** Until when the card is valid, formatted. */
  expiry: string
}

function ActivationLetter({ scope, balanceCheckUrl, paragraphs }: ActivationMailBase & { paragraphs: string[] }) {
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'activation.mail' })
  const tMail = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const brand = scope.storefront.brandName
  return (
    <MailLayout scope={scope} preview={paragraphs[0]!} reason={t('footer', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={t('greeting')} paragraphs={paragraphs}
        action={{ label: t('action'), href: balanceCheckUrl }} signature={tMail('signature', { brand })}
      />
    </MailLayout>
  )
}

/** "Payment received": the activation of a shop-bought choice card is paid. */
export function ActivationReceivedMail(props: ActivationReceivedMailProps) {
  const t = createTranslator({ locale: props.scope.language, messages: props.scope.messages, namespace: 'activation.mail' })
  return (
    <ActivationLetter
      {...props}
      paragraphs={[
        t('received.body', { amount: props.amount, cardEnd: props.cardEnd, reference: props.reference }),
        props.activeNow ? t('received.activeNow') : t('received.within24Hours'),
      ]}
    />
  )
}

/** "Your card is active": the activated choice card holds its amount. */
export function ActivationActiveMail(props: ActivationActiveMailProps) {
  const t = createTranslator({ locale: props.scope.language, messages: props.scope.messages, namespace: 'activation.mail' })
  return (
    <ActivationLetter
      {...props}
      paragraphs={[t('active.body', { amount: props.amount, cardEnd: props.cardEnd }), t('active.expiry', { date: props.expiry }), t('active.howTo')]}
    />
  )
}

export async function activationReceivedMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<ActivationReceivedMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'activation.mail' })
  return renderMail(
    { kind: 'activation-received', recipient, subject: t('received.subject', { brand: storefront.brandName, reference: props.reference }) },
    <ActivationReceivedMail scope={scope} {...props} />,
  )
}

export async function activationActiveMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<ActivationActiveMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'activation.mail' })
  return renderMail(
    { kind: 'activation-active', recipient, subject: t('active.subject', { amount: props.amount }) },
    <ActivationActiveMail scope={scope} {...props} />,
  )
}
