import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { loadMessages } from '@/i18n/messages'
import { renderLetter } from '@/server/services/mail/letter'
import type { OutgoingMail } from '@/server/services/mail/outbox'
import type { BusinessRequestKind, BusinessRequestValues } from '@/validation/business'
import { formatMoney } from '@/i18n/format'
import { postalLines } from '@/i18n/address-lines'

export interface BusinessMailInput {
  id: string
  kind: BusinessRequestKind
  storefront: Storefront
  /** The requester's language. */
  language: Language
  values: BusinessRequestValues
  /** Product titles by slug, in the language of the mail. */
  titles: Readonly<Record<string, string>>
  /** The order an invoice order became. */
  orderReference?: string | null
}

async function translator(language: Language) {
  return createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'business.mail' })
}

function formatAmount(value: number, currency: string, language: Language, country: string): string {
  return formatMoney({ currency, value }, `${language}-${country}`)
}

function cardLines(t: Awaited<ReturnType<typeof translator>>, input: BusinessMailInput, language: Language): string[] {
  const { storefront, values, titles } = input
  return values.cards.flatMap((line) => [
    t('line', {
      quantity: line.quantity,
      product: titles[line.productSlug] ?? line.productSlug,
      amount: formatAmount(line.amount, storefront.currency, language, storefront.country),
      delivery: line.deliveryType,
    }),
    ...(line.message ? [t('lineMessage', { message: line.message })] : []),
  ])
}

function total(input: BusinessMailInput, language: Language): string {
  const sum = input.values.cards.reduce((acc, line) => acc + line.amount * line.quantity, 0)
  return formatAmount(sum, input.storefront.currency, language, input.storefront.country)
}

/**
 * To the sales mailbox, in the storefront's default language: every detail of the request, and a
 * reply link to the requester.
 */
export async function salesMail(input: BusinessMailInput, recipient: string): Promise<OutgoingMail> {
  const { storefront, values, kind } = input
  const language = storefront.defaultLanguage
  const t = await translator(language)
  const brand = storefront.brandName
  const optional = (key: 'vat' | 'registration' | 'reference' | 'remark', value: string) => (value ? [t(`sales.${key}`, { value })] : [])
  return renderLetter({
    kind: `business-${kind === 'QUOTE' ? 'quote' : 'invoice-order'}-sales`,
    recipient,
    subject: t('sales.subject', { kind, company: values.companyName, brand }),
    greeting: t('sales.greeting'),
    paragraphs: [
      t('sales.intro', { kind, brand, storefront: storefront.code, language: input.language }),
      t('sales.company', { value: values.companyName }),
      t('sales.contact', { firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phoneNumber }),
      ...optional('vat', values.vatNumber),
      ...optional('registration', values.companyRegistrationNumber),
      ...optional('reference', values.referenceNumber),
      ...(values.address ? [t('sales.address', { address: postalLines(values.address).join(', '), countryCode: values.address.countryCode })] : []),
      ...(input.orderReference ? [t('sales.order', { reference: input.orderReference })] : []),
      ...cardLines(t, input, language),
      t('total', { total: total(input, language) }),
      ...optional('remark', values.remark),
      t('requestId', { id: input.id }),
    ],
    action: { label: t('sales.action', { name: values.firstName }), href: `mailto:${values.email}` },
    signature: t('signature', { brand }),
    footer: t('sales.footer', { brand }),
  }, storefront)
}

/** To the requester, in their language: what was asked, and the promise of an answer within 1 hour. */
export async function confirmationMail(input: BusinessMailInput): Promise<OutgoingMail> {
  const { storefront, values, kind, language } = input
  const t = await translator(language)
  const brand = storefront.brandName
  return renderLetter({
    kind: `business-${kind === 'QUOTE' ? 'quote' : 'invoice-order'}-confirmation`,
    recipient: values.email,
    subject: t('confirmation.subject', { kind, brand }),
    greeting: t('greeting', { name: values.firstName }),
    paragraphs: [
      t('confirmation.body', { kind }),
      t('confirmation.hours'),
      t('confirmation.summary', { company: values.companyName }),
      ...cardLines(t, input, language),
      t('total', { total: total(input, language) }),
      t('requestId', { id: input.id }),
    ],
    action: { label: t('confirmation.action'), href: storefrontOrigin(storefront) + localizePath('business', {}, language, storefront.defaultLanguage) },
    signature: t('signature', { brand }),
    footer: t('confirmation.footer', { brand }),
  }, storefront)
}
