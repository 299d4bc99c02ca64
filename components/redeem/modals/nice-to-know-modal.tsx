'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { formatMoney } from '@/i18n/format'
import { REDEEM_MODALS } from './ids'

/**
 * docs/rules/redeem.md redeem steps "nice-to-know": how redeeming works (docs/rules/redeem.md): the split above 150, paying
 * the remainder, the minimum remaining balance, combining cards, delivery.
 */
export function NiceToKnowModal({ splitAbove, locale }: { splitAbove: { currency: string; value: number }; locale: string }) {
  const t = useTranslations('redeem')
  const amount = formatMoney(splitAbove, locale)
  return (
    <Modal id={REDEEM_MODALS.niceToKnow} title={t('modals.niceToKnowTitle')} closeLabel={t('balanceCheck.close')}>
      <List>
        <li>{t('modals.niceToKnowSplit', { amount })}</li>
        <li>{t('modals.niceToKnowRemainder')}</li>
        <li>{t('modals.niceToKnowMinimum')}</li>
        <li>{t('modals.niceToKnowCards')}</li>
        <li>{t('modals.niceToKnowDelivery')}</li>
      </List>
    </Modal>
  )
}

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 12px;
`
