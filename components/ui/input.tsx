'use client'
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import { Field, FieldError, FieldHint, FieldLabel, describedBy, fieldBorder } from './field'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode
  hint?: ReactNode
  /** The (translated) error message; sets aria-invalid and is shown below the field. */
  error?: string | null
}

/** A labelled text input (docs/rules/chrome.md: disabled or error). forwardRef so react-hook-form's `register` works. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hint, error, id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <StyledInput
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId, extraDescribedBy)}
        $invalid={Boolean(error)}
        {...rest}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  )
})

export const StyledInput = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${fieldBorder};
  border-radius: 8px;
  &:disabled { background: ${({ theme }) => theme.colors.surface}; cursor: not-allowed; opacity: .7; }
`
