import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { Letter, type MailLink } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

/** How an order on invoice is paid, as the confirmation states it (amount and date already in the reader's words). */
export interface TransferLines {
  amount: string
  dueOn: string
  iban: string
  bic: string
  communication: string
}

export interface OrderConfirmationMailProps {
  scope: MailScope
  /** The buyer's first name, when known. */
  firstName: string | null
  reference: string
  /** The order's grand total, formatted. */
  total: string
  awaitingTransfer: boolean
  transfer: TransferLines | null
  hasDigital: boolean
  hasPhysical: boolean
  /** The order's documents (its invoice), openable without an account. */
  documents: readonly MailLink[]
  /** The order's confirmation page. */
  orderUrl: string
}

/** The order confirmation: the thanks, how it is paid when it is not yet, and when the cards come. */
export function OrderConfirmationMail(props: OrderConfirmationMailProps) {
  const { scope, firstName, reference, total, transfer } = props
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const brand = scope.storefront.brandName
  const paragraphs = [
    t('orderConfirmation.body', { reference, amount: total }),
    ...(props.awaitingTransfer ? [t('orderConfirmation.awaitingTransfer')] : []),
    ...(transfer ? [t('orderConfirmation.payByTransfer', { ...transfer, reference })] : []),
    ...(props.hasDigital ? [t('orderConfirmation.digital')] : []),
    ...(props.hasPhysical ? [t('orderConfirmation.physical')] : []),
  ]
  return (
    <MailLayout scope={scope} preview={paragraphs[0]!} reason={t('footer.order', { brand })}>
      <Letter
        storefront={scope.storefront}
        greeting={firstName ? t('greeting', { name: firstName }) : t('greetingWithoutName')}
        paragraphs={paragraphs}
        links={props.documents}
        action={{ label: t('orderConfirmation.action'), href: props.orderUrl }}
        signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

export async function orderConfirmationMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<OrderConfirmationMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  return renderMail(
    { kind: 'order-confirmation', recipient, subject: t('orderConfirmation.subject', { reference: props.reference, brand: storefront.brandName }) },
    <OrderConfirmationMail scope={scope} {...props} />,
  )
}
