'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Modal } from '@/components/ui/modal'
import { REDEEM_MODALS } from './ids'

/**
 * docs/rules/redeem.md redeem steps "basket": on small screens the redeem basket is not beside the products but
 * behind a button, in this modal (the same basket panel, with its way on to the checkout).
 */
export function BasketModal({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const t = useTranslations('redeem')
  return (
    <Modal id={REDEEM_MODALS.basket} title={t('shop.basketTitle')} closeLabel={t('balanceCheck.close')} footer={footer}>
      {children}
    </Modal>
  )
}
