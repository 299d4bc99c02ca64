import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { postalLines } from '@/i18n/address-lines'
import { formatMoney } from '@/i18n/format'
import type { BusinessRequestKind, BusinessRequestValues } from '@/validation/business'
import { Letter } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

/** A business request (quote or order on invoice) as both of its mails tell it. */
export interface BusinessRequestMailProps {
  scope: MailScope
  requestId: string
  kind: BusinessRequestKind
  values: BusinessRequestValues
  /** Product titles by slug, in the mail's language. */
  titles: Readonly<Record<string, string>>
  /** The order an order on invoice became. */
  orderReference: string | null
}

export interface BusinessSalesMailProps extends BusinessRequestMailProps {
  /** The requester's language, for sales to answer in. */
  requesterLanguage: Language
}

const businessT = (scope: MailScope) => createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'business.mail' })

function cardLines({ scope, values, titles }: BusinessRequestMailProps): string[] {
  const t = businessT(scope)
  const { storefront } = scope
  const money = (value: number) => formatMoney({ currency: storefront.currency, value }, `${scope.language}-${storefront.country}`)
  const lines = values.cards.flatMap((line) => [
    t('line', { quantity: line.quantity, product: titles[line.productSlug] ?? line.productSlug, amount: money(line.amount), delivery: line.deliveryType }),
    ...(line.message ? [t('lineMessage', { message: line.message })] : []),
  ])
  const total = values.cards.reduce((sum, line) => sum + line.amount * line.quantity, 0)
  return [...lines, t('total', { total: money(total) })]
}

/** To the sales mailbox: every detail of the request, and a reply link to the requester. */
export function BusinessSalesMail(props: BusinessSalesMailProps) {
  const { scope, values, kind } = props
  const t = businessT(scope)
  const { storefront } = scope
  const brand = storefront.brandName
  const optional = (key: 'vat' | 'registration' | 'reference' | 'remark', value: string) => (value ? [t(`sales.${key}`, { value })] : [])
  const paragraphs = [
    t('sales.intro', { kind, brand, storefront: storefront.code, language: props.requesterLanguage }),
    t('sales.company', { value: values.companyName }),
    t('sales.contact', { firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phoneNumber }),
    ...optional('vat', values.vatNumber),
    ...optional('registration', values.companyRegistrationNumber),
    ...optional('reference', values.referenceNumber),
    ...(values.address ? [t('sales.address', { address: postalLines(values.address).join(', '), countryCode: values.address.countryCode })] : []),
    ...(props.orderReference ? [t('sales.order', { reference: props.orderReference })] : []),
    ...cardLines(props),
    ...optional('remark', values.remark),
    t('requestId', { id: props.requestId }),
  ]
  return (
    <MailLayout scope={scope} preview={paragraphs[0]!} reason={t('sales.footer', { brand })}>
      <Letter
        storefront={storefront} greeting={t('sales.greeting')} paragraphs={paragraphs}
        action={{ label: t('sales.action', { name: values.firstName }), href: `mailto:${values.email}` }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

/** To the requester: what they asked, and the promise of an answer within the hour. */
export function BusinessConfirmationMail(props: BusinessRequestMailProps & { businessUrl: string }) {
  const { scope, values, kind } = props
  const t = businessT(scope)
  const brand = scope.storefront.brandName
  const paragraphs = [
    t('confirmation.body', { kind }),
    t('confirmation.hours'),
    t('confirmation.summary', { company: values.companyName }),
    ...cardLines(props),
    t('requestId', { id: props.requestId }),
  ]
  return (
    <MailLayout scope={scope} preview={paragraphs[0]!} reason={t('confirmation.footer', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={t('greeting', { name: values.firstName })} paragraphs={paragraphs}
        action={{ label: t('confirmation.action'), href: props.businessUrl }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

const kindSlug = (kind: BusinessRequestKind) => (kind === 'QUOTE' ? 'quote' : 'invoice-order')

/** The sales mail, in the storefront's default language. */
export async function businessSalesMail(storefront: Storefront, recipient: string, props: Omit<BusinessSalesMailProps, 'scope'>): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, storefront.defaultLanguage)
  const subject = businessT(scope)('sales.subject', { kind: props.kind, company: props.values.companyName, brand: storefront.brandName })
  return renderMail({ kind: `business-${kindSlug(props.kind)}-sales`, recipient, subject }, <BusinessSalesMail scope={scope} {...props} />)
}

/** The requester's confirmation, in their language. */
export async function businessConfirmationMail(
  storefront: Storefront, language: Language, props: Omit<BusinessRequestMailProps, 'scope'> & { businessUrl: string },
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const subject = businessT(scope)('confirmation.subject', { kind: props.kind, brand: storefront.brandName })
  return renderMail(
    { kind: `business-${kindSlug(props.kind)}-confirmation`, recipient: props.values.email, subject },
    <BusinessConfirmationMail scope={scope} {...props} />,
  )
}
