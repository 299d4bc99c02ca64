'use client'
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { DeliveryGrouping } from '@/graphql/generated/operations'

export const GROUPINGS: readonly DeliveryGrouping[] = ['DEFAULT', 'SINGLE', 'SPLIT']

/** How the physical cards travel (DEFAULT, SINGLE or SPLIT), each choice with what it means. */
export function DeliveryGroupingChoice({ value, busy, onChange }: { value: DeliveryGrouping; busy: boolean; onChange: (grouping: DeliveryGrouping) => void }) {
  const t = useTranslations('checkout.basket')
  const name = useId()
  return (
    <Fieldset disabled={busy}>
      <legend>{t('groupingLegend')}</legend>
      {GROUPINGS.map((grouping) => (
        <Option key={grouping}>
          <input
            type="radio"
            id={`${name}-${grouping}`}
            name={name}
            value={grouping}
            checked={value === grouping}
            onChange={() => onChange(grouping)}
            aria-describedby={`${name}-${grouping}-help`}
          />
          <span>
            <label htmlFor={`${name}-${grouping}`}>{t(`grouping.${grouping}`)}</label>
            <small id={`${name}-${grouping}-help`}>{t(`grouping.${grouping}_help`)}</small>
          </span>
        </Option>
      ))}
    </Fieldset>
  )
}

const Fieldset = styled.fieldset`
  margin: 24px 0 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  legend { font-weight: 700; padding: 0 4px; }
`
const Option = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; cursor: pointer; }
  label { font-weight: 600; cursor: pointer; }
  span { display: flex; flex-direction: column; gap: 2px; }
  small { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`
