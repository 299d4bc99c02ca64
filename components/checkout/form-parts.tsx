'use client'
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import styled from 'styled-components'
import { Field, FieldError, FieldLabel, describedBy, fieldBorder } from '@/components/ui/field'
import { AlertBox } from '@/components/ui/alert-box'

export { Checkbox } from '@/components/ui/checkbox'
export { Actions, FieldRow, RadioRow } from '@/components/ui/form-layout'

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode
  options: ReadonlyArray<{ id: string; label: string }>
  placeholder?: string
  error?: string | null
}

/**
 * A labelled native select: the country and bank lists are plain choices, and the browser's own
 * control is the most accessible one on every device (typing a letter jumps to it).
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, options, placeholder, error, id, ...rest },
  ref,
) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = `${selectId}-error`
  return (
    <Field>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <StyledSelect ref={ref} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error && errorId)} $invalid={Boolean(error)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => <option key={option.id} value={option.id}>{option.label}</option>)}
      </StyledSelect>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  )
})

/** A message that belongs to no field: read out as soon as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  if (!children) return null
  return <AlertBox role="alert">{children}</AlertBox>
}

export const Form = styled.form`
  display: grid;
  gap: 16px;
`

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { font-weight: 700; font-size: 1.1rem; margin-bottom: 8px; padding: 0; }
`

export const Panel = styled.section`
  display: grid;
  gap: 16px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
  h2 { margin: 0; font-size: 1.3rem; }
  p { margin: 0; }
`

const StyledSelect = styled.select<{ $invalid: boolean }>`
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${fieldBorder};
  border-radius: 8px;
`
