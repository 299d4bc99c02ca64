'use client'
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { FieldError, describedBy } from '@/components/ui/field'
import { paymentMethodById } from '@/config/payment-methods'
import { NativeSelect } from './form-parts'

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

/** docs/rules/checkout.md payment methods as a radio list; a method with banks asks for the bank right below it. */
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
              <span>{definition?.nameKey ? t(definition.nameKey) : (definition?.label ?? method.id)}</span>
            </label>
            {checked && method.banks.length > 0 && (
              <NativeSelect
                label={t('chooseBank')}
                placeholder={t('bankPlaceholder')}
                options={method.banks.map((bank) => ({ id: bank.id, label: bank.issuer }))}
                value={selection.issuerId ?? ''}
                onChange={(event) => onChange({ methodId: method.id, issuerId: event.target.value || null })}
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
