'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { REDEEM_MODALS } from './ids'

/**
 * docs/rules/redeem.md redeem steps "reset": leaving the redeem flow after a confirmation clears the
 * redeem token, the card data and the address flags, and detaches the close-tab warning.
 * `onReset` runs afterwards (e.g. to move focus or navigate).
 */
export function ResetModal({ onReset }: { onReset?: () => void }) {
  const t = useTranslations('redeem.balanceCheck')
  const close = () => useModalStore.getState().closeModal(REDEEM_MODALS.reset)
  function confirm() {
    useRedeemStore.getState().reset()
    useLeaveWarningStore.getState().clear()
    close()
    onReset?.()
  }
  return (
    <Modal id={REDEEM_MODALS.reset} title={t('resetTitle')} closeLabel={t('close')} size="small">
      <p>{t('resetText')}</p>
      <Actions>
        {/* Destructive: the first focus lands on Cancel, so Enter does no harm. */}
        <Button variant="secondary" data-autofocus onClick={close}>{t('cancel')}</Button>
        <Button onClick={confirm}>{t('resetConfirm')}</Button>
      </Actions>
    </Modal>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  margin-top: 16px;
`
