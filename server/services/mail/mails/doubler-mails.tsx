import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { Letter } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

export interface DoublerWinnerMailProps {
  scope: MailScope
  /** The winning card number's last four digits. */
  cardEnd: string
  /** The draw's date, formatted. */
  drawDate: string
  /** What was added and the new balance, formatted; null when the card had nothing to double. */
  credit: { amount: string; total: string } | null
  /** The prize cap, formatted, when the cap cut the prize short. */
  cappedAt: string | null
  balanceCheckUrl: string
}

/** The monthly balance doubler's winner: what was added to the card, or why nothing was. */
export function DoublerWinnerMail({ scope, cardEnd, drawDate, credit, cappedAt, balanceCheckUrl }: DoublerWinnerMailProps) {
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'doubler.mail' })
  const tMail = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const brand = scope.storefront.brandName
  const paragraphs = [
    t('body', { end: cardEnd, date: drawDate }),
    credit ? t('credited', credit) : t('nothingToDouble'),
    ...(cappedAt ? [t('capped', { cap: cappedAt })] : []),
  ]
  return (
    <MailLayout scope={scope} preview={paragraphs[0]!} reason={t('footer', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={t('greeting')} paragraphs={paragraphs}
        action={{ label: t('action'), href: balanceCheckUrl }} signature={tMail('signature', { brand })}
      />
    </MailLayout>
  )
}

export async function doublerWinnerMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<DoublerWinnerMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'doubler.mail' })
  return renderMail({ kind: 'doubler-winner', recipient, subject: t('subject', { brand: storefront.brandName }) }, <DoublerWinnerMail scope={scope} {...props} />)
}
