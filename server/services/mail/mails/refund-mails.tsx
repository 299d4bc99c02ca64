import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { Letter, type MailLink } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

export interface RefundMailProps {
  scope: MailScope
  firstName: string | null
  /** The refunded amount, formatted. */
  amount: string
  /** The order reference the payment was made under (or the provider's reference). */
  reference: string
  /** The contact page. */
  contactUrl: string
}

/** A payment that arrived when its order could no longer take it, going back in full. */
export function RefundMail({ scope, firstName, amount, reference, contactUrl }: RefundMailProps) {
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const brand = scope.storefront.brandName
  const body = t('refund.body', { amount, reference })
  return (
    <MailLayout scope={scope} preview={body} reason={t('footer.order', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={firstName ? t('greeting', { name: firstName }) : t('greetingWithoutName')} paragraphs={[body]}
        action={{ label: t('refund.action'), href: contactUrl }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

export interface OrderWithdrawnMailProps extends RefundMailProps {
  /** The credit note that cancels the order's invoice, when it had one. */
  creditNote: { number: string; invoiceNumber: string } | null
  /** The invoice and the credit note, openable without an account. */
  documents: readonly MailLink[]
}

/** A delivered sale undone at the buyer's request: the cards are void and the money goes back. */
export function OrderWithdrawnMail({ scope, firstName, amount, reference, contactUrl, creditNote, documents }: OrderWithdrawnMailProps) {
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const brand = scope.storefront.brandName
  const body = t('refund.withdrawn.body', { amount, reference })
  return (
    <MailLayout scope={scope} preview={body} reason={t('footer.order', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={firstName ? t('greeting', { name: firstName }) : t('greetingWithoutName')}
        paragraphs={[body, ...(creditNote ? [t('refund.withdrawn.creditNote', creditNote)] : [])]}
        links={documents}
        action={{ label: t('refund.action'), href: contactUrl }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

export async function refundMail(storefront: Storefront, language: Language, recipient: string, props: Omit<RefundMailProps, 'scope'>): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail({ kind: 'payment-refund', recipient, subject: t('refund.subject', { brand: storefront.brandName }) }, <RefundMail scope={scope} {...props} />)
}

export async function orderWithdrawnMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<OrderWithdrawnMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail(
    { kind: 'order-withdrawn', recipient, subject: t('refund.withdrawn.subject', { brand: storefront.brandName, reference: props.reference }) },
    <OrderWithdrawnMail scope={scope} {...props} />,
  )
}
