'use client'
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { FieldError, describedBy } from '@/components/ui/field'
import { paymentMethodById } from '@/config/payment-methods'
import { Button } from '@/components/ui/button'
import { useModalStore } from '@/stores/modal-store'
import { BANK_CHOICE_MODAL_ID, BankChoiceModal } from './bank-choice-modal'

export interface PaymentMethodChoice {
  id: string
  banks: ReadonlyArray<{ id: string; issuer: string }>
}

export interface PaymentSelection {
  methodId: string | null
  issuerId: string | null
}

/** What is missing before paying: a method, or the bank of a method that has banks (iDEAL, EPS…). */
export function selectionProblem(methods: readonly PaymentMethodChoice[], selection: PaymentSelection): 'chooseMethod' | 'chooseBank' | null {
  const method = methods.find((candidate) => candidate.id === selection.methodId)
  if (!method) return 'chooseMethod'
  if (method.banks.length > 0 && !method.banks.some((bank) => bank.id === selection.issuerId)) return 'chooseBank'
  return null
}

export interface PaymentMethodListProps {
  methods: readonly PaymentMethodChoice[]
  selection: PaymentSelection
  onChange: (selection: PaymentSelection) => void
  /** Show what is missing (after a pay attempt). */
  showErrors: boolean
}

/** docs/rules/checkout.md payment methods as a radio list; a method with banks shows its chosen bank right below it, chosen in the bank choice modal. */
export function PaymentMethodList({ methods, selection, onChange, showErrors }: PaymentMethodListProps) {
  const t = useTranslations('checkout.payment')
  const name = useId()
  const errorId = `${name}-error`
  const problem = showErrors ? selectionProblem(methods, selection) : null

  return (
    <Group role="radiogroup" aria-labelledby={`${name}-legend`} aria-describedby={describedBy(problem === 'chooseMethod' && errorId)}>
      <h3 id={`${name}-legend`}>{t('chooseMethod')}</h3>
      {methods.map((method) => {
        const definition = paymentMethodById(method.id)
        const checked = selection.methodId === method.id
        const logo = definition?.logos[0]
        const methodName = definition?.nameKey ? t(definition.nameKey) : (definition?.label ?? method.id)
        return (
          <Option key={method.id} $checked={checked}>
            <label>
              <input
                type="radio"
                name={name}
                value={method.id}
                checked={checked}
                onChange={() => onChange({ methodId: method.id, issuerId: null })}
              />
              {logo && <img src={`/payment/${logo}.svg`} alt="" width={40} height={26} />}
              <span>{methodName}</span>
            </label>
            {checked && method.banks.length > 0 && (
              <ChosenBank
                methodName={methodName}
                banks={method.banks}
                chosenId={selection.issuerId}
                onChoose={(issuerId) => onChange({ methodId: method.id, issuerId })}
                error={problem === 'chooseBank' ? t('bankRequired') : null}
              />
            )}
          </Option>
        )
      })}
      {problem === 'chooseMethod' && <FieldError id={errorId}>{t('methodRequired')}</FieldError>}
    </Group>
  )
}

interface ChosenBankProps {
  methodName: string
  banks: PaymentMethodChoice['banks']
  chosenId: string | null
  onChoose: (issuerId: string) => void
  error: string | null
}

/** The chosen bank (or that none is chosen yet) and the one button that opens the bank choice modal. */
function ChosenBank({ methodName, banks, chosenId, onChoose, error }: ChosenBankProps) {
  const t = useTranslations('checkout.payment')
  const openModal = useModalStore((state) => state.openModal)
  const id = useId()
  const chosen = banks.find((bank) => bank.id === chosenId)
  return (
    <Bank>
      <p id={`${id}-bank`}>{chosen ? t('chosenBank', { bank: chosen.issuer }) : t('noBankChosen')}</p>
      <Button
        variant="secondary"
        size="small"
        aria-describedby={describedBy(`${id}-bank`, error && `${id}-error`)}
        onClick={() => openModal(BANK_CHOICE_MODAL_ID)}
      >
        {chosen ? t('changeBank') : t('chooseBank')}
      </Button>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <BankChoiceModal methodName={methodName} banks={banks} chosenId={chosenId} onChoose={onChoose} />
    </Bank>
  )
}

const Bank = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  p { margin: 0; }
  ${FieldError} { flex-basis: 100%; }
`

const Group = styled.div`
  display: grid;
  gap: 8px;
  h3 { margin: 0 0 4px; font-size: 1.1rem; }
`

const Option = styled.div<{ $checked: boolean }>`
  display: grid;
  gap: 12px;
  padding: 8px 16px;
  border: ${({ $checked, theme }) => ($checked ? `2px solid ${theme.colors.accent}` : `1px solid ${theme.colors.border}`)};
  border-radius: 10px;
  label { display: flex; align-items: center; gap: 12px; min-height: 44px; cursor: pointer; font-weight: 600; }
  input[type='radio'] { width: 20px; height: 20px; margin: 0; }
  > div { padding-bottom: 8px; }
`
