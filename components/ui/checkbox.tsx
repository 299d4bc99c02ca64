import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import { Field, FieldError, describedBy } from './field'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  error?: string | null
}

/** A checkbox with its label and error (aria-invalid, aria-describedby), for react-hook-form's register. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, ...rest }, ref) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <Field>
      <CheckboxRow>
        <input ref={ref} type="checkbox" id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error && errorId)} {...rest} />
        <label htmlFor={inputId}>{label}</label>
      </CheckboxRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  )
})

const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  input { flex: none; width: 20px; height: 20px; margin: 2px 0 0; }
  label { cursor: pointer; }
  a { text-decoration: underline; }
`
