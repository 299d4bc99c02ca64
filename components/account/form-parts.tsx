'use client'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { AlertBox as Alert } from '@/components/ui/alert-box'

/** A form-level message (an error that belongs to no field): read out as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null
  return <Alert role="alert">{children}</Alert>
}

/** A confirmation that is read out politely (saved, deleted). */
export function FormStatus({ children }: { children: ReactNode }) {
  return <Status role="status">{children}</Status>
}

export { Checkbox } from '@/components/ui/checkbox'
export { Actions, FieldRow, RadioRow } from '@/components/ui/form-layout'

export const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 560px;
`

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
`

export const PageIntro = styled.p`
  margin: 0 0 24px;
  max-width: 640px;
`

const Status = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: #e6f4ea;
  color: #1e4620;
  font-weight: 600;
`

