import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { Letter, type MailLink } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

interface InvoiceMailBase {
  scope: MailScope
  firstName: string | null
  /** The order's reference: an unpaid order has no invoice, so no invoice number. */
  reference: string
  /** The order's documents, openable without an account (none for an order never invoiced). */
  documents: readonly MailLink[]
  /** The orders in the buyer's account. */
  ordersUrl: string
}

export interface InvoiceReminderMailProps extends InvoiceMailBase {
  /** Amount and dates, formatted in the reader's words. */
  amount: string
  dueOn: string
  cancelOn: string
  iban: string
  bic: string
  communication: string
}

export type InvoiceCancelledMailProps = InvoiceMailBase

function InvoiceLetter({ scope, firstName, documents, ordersUrl, paragraphs }: InvoiceMailBase & { paragraphs: string[] }) {
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const brand = scope.storefront.brandName
  return (
    <MailLayout scope={scope} preview={paragraphs[0]!} reason={t('footer.order', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={firstName ? t('greeting', { name: firstName }) : t('greetingWithoutName')}
        paragraphs={paragraphs} links={documents}
        action={{ label: t('invoice.action'), href: ordersUrl }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

/** The one reminder of an order on invoice past its due date: how to pay it, and when the order is cancelled. */
export function InvoiceReminderMail(props: InvoiceReminderMailProps) {
  const t = createTranslator({ locale: props.scope.language, messages: props.scope.messages, namespace: 'mail' })
  const { amount, reference, dueOn, cancelOn, iban, bic, communication } = props
  const texts = { amount, reference, dueOn, cancelOn, iban, bic, communication }
  return <InvoiceLetter {...props} paragraphs={[t('invoice.reminder.body', texts), t('invoice.reminder.transfer', texts)]} />
}

/** An order on invoice cancelled because it stayed unpaid (it had no invoice, so nothing to credit). */
export function InvoiceCancelledMail(props: InvoiceCancelledMailProps) {
  const t = createTranslator({ locale: props.scope.language, messages: props.scope.messages, namespace: 'mail' })
  return <InvoiceLetter {...props} paragraphs={[t('invoice.cancelled.body', { reference: props.reference })]} />
}

export async function invoiceReminderMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<InvoiceReminderMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail(
    { kind: 'invoice-reminder', recipient, subject: t('invoice.reminder.subject', { reference: props.reference }) },
    <InvoiceReminderMail scope={scope} {...props} />,
  )
}

export async function invoiceCancelledMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<InvoiceCancelledMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail(
    { kind: 'invoice-cancelled', recipient, subject: t('invoice.cancelled.subject', { reference: props.reference }) },
    <InvoiceCancelledMail scope={scope} {...props} />,
  )
}
