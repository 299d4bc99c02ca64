'use client'
import { useId, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'

export const BANK_CHOICE_MODAL_ID = 'bank-choice'

export interface BankChoiceModalProps {
  /** The method's name as the shopper sees it (iDEAL, EPS…). */
  methodName: string
  banks: ReadonlyArray<{ id: string; issuer: string }>
  /** The bank chosen so far; it is marked when the modal opens. */
  chosenId: string | null
  onChoose: (bankId: string) => void
}

/**
 * docs/rules/checkout.md bank choice: the banks of the chosen method (iDEAL, EPS…) as radio options; confirming
 * sets the bank and closes the modal, so the focus goes back to the button that opened it.
 */
export function BankChoiceModal({ methodName, banks, chosenId, onChoose }: BankChoiceModalProps) {
  const t = useTranslations('checkout.payment')
  const common = useTranslations('common')
  return (
    <Modal id={BANK_CHOICE_MODAL_ID} title={t('chooseBank')} closeLabel={common('close')} size="small">
      <BankForm methodName={methodName} banks={banks} chosenId={chosenId} onChoose={onChoose} />
    </Modal>
  )
}

/** Mounted with the open modal, so every opening starts from the bank chosen so far. */
function BankForm({ methodName, banks, chosenId, onChoose }: BankChoiceModalProps) {
  const t = useTranslations('checkout.payment')
  const closeModal = useModalStore((state) => state.closeModal)
  const name = useId()
  const [pending, setPending] = useState(chosenId)
  const focusId = banks.some((bank) => bank.id === chosenId) ? chosenId : banks[0]?.id

  function confirm(event: FormEvent) {
    event.preventDefault()
    if (!pending) return
    onChoose(pending)
    closeModal(BANK_CHOICE_MODAL_ID)
  }

  return (
    <form onSubmit={confirm}>
      <Banks>
        <legend>{t('banksOf', { method: methodName })}</legend>
        {banks.map((bank) => (
          <label key={bank.id} data-checked={pending === bank.id || undefined}>
            <input
              type="radio"
              name={name}
              value={bank.id}
              checked={pending === bank.id}
              onChange={() => setPending(bank.id)}
              data-autofocus={bank.id === focusId || undefined}
            />
            {bank.issuer}
          </label>
        ))}
      </Banks>
      <Button type="submit" fullWidth disabled={!pending}>{t('confirmBank')}</Button>
    </form>
  )
}

const Banks = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend { margin-bottom: 8px; padding: 0; }
  label {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    cursor: pointer;
  }
  label[data-checked] { border: 2px solid ${({ theme }) => theme.colors.accent}; font-weight: 600; }
  input { width: 20px; height: 20px; margin: 0; }
`
