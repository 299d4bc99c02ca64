'use client'
import { forwardRef, useId, useState, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react'
import styled from 'styled-components'
import { Field, FieldError, FieldHint, FieldLabel, describedBy, fieldBorder } from './field'

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** Counted, not enforced: the native maxlength would silently cut text, hiding the error from the user. */
  maxLength?: number
  /** e.g. (n) => `${n} characters left`; required for the counter to show. */
  remainingText?: (remaining: number) => string
  /** e.g. (n) => `${n} characters too many`; shown as the error once the value passes maxLength. */
  tooManyText?: (over: number) => string
}

/** A labelled text area with a remaining-characters counter (docs/rules/chrome.md); controlled or uncontrolled. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, maxLength, remainingText, tooManyText, id, className, value, defaultValue, onChange, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId()
  const areaId = id ?? generatedId
  // Uncontrolled use (e.g. react-hook-form's register) still needs the length for the counter.
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length)
  const length = value !== undefined ? String(value).length : ownLength

  const over = maxLength !== undefined ? length - maxLength : 0
  const shownError = error || (over > 0 && tooManyText ? tooManyText(over) : null)
  const invalid = Boolean(error) || over > 0
  const counter = maxLength !== undefined && over <= 0 && remainingText ? remainingText(maxLength - length) : null

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setOwnLength(event.target.value.length)
    onChange?.(event)
  }

  return (
    <Field className={className}>
      <FieldLabel htmlFor={areaId}>{label}</FieldLabel>
      <StyledTextArea
        ref={ref}
        id={areaId}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(shownError && `${areaId}-error`, counter && `${areaId}-count`, hint && `${areaId}-hint`, extraDescribedBy)}
        $invalid={invalid}
        {...rest}
      />
      {hint && <FieldHint id={`${areaId}-hint`}>{hint}</FieldHint>}
      {counter && <FieldHint id={`${areaId}-count`}>{counter}</FieldHint>}
      {shownError && <FieldError id={`${areaId}-error`}>{shownError}</FieldError>}
    </Field>
  )
})

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 120px;
  padding: 8px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${fieldBorder};
  border-radius: 8px;
  resize: vertical;
  &:disabled { background: ${({ theme }) => theme.colors.surface}; cursor: not-allowed; opacity: .7; }
`
