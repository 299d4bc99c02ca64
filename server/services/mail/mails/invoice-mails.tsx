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
  /** The invoice's number and its order's reference. */
  number: string
  reference: string
  /** The order's documents (invoice, credit note), openable without an account. */
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

export interface InvoiceCancelledMailProps extends InvoiceMailBase {
  creditNote: string
}

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

/** The one reminder of an invoice past its due date: how to pay it, and when the order is cancelled. */
export function InvoiceReminderMail(props: InvoiceReminderMailProps) {
  const t = createTranslator({ locale: props.scope.language, messages: props.scope.messages, namespace: 'mail' })
  const { amount, number, reference, dueOn, cancelOn, iban, bic, communication } = props
  const texts = { amount, number, reference, dueOn, cancelOn, iban, bic, communication }
  return <InvoiceLetter {...props} paragraphs={[t('invoice.reminder.body', texts), t('invoice.reminder.transfer', texts)]} />
}

/** An order on invoice cancelled because its invoice stayed unpaid, with the credit note that cancels it. */
export function InvoiceCancelledMail(props: InvoiceCancelledMailProps) {
  const t = createTranslator({ locale: props.scope.language, messages: props.scope.messages, namespace: 'mail' })
  return <InvoiceLetter {...props} paragraphs={[t('invoice.cancelled.body', { number: props.number, reference: props.reference, creditNote: props.creditNote })]} />
}

export async function invoiceReminderMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<InvoiceReminderMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail(
    { kind: 'invoice-reminder', recipient, subject: t('invoice.reminder.subject', { number: props.number }) },
    <InvoiceReminderMail scope={scope} {...props} />,
  )
}

export async function invoiceCancelledMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<InvoiceCancelledMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail(
    { kind: 'invoice-cancelled', recipient, subject: t('invoice.cancelled.subject', { number: props.number, reference: props.reference }) },
    <InvoiceCancelledMail scope={scope} {...props} />,
  )
}
