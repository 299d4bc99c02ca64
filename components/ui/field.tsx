'use client'
import styled from 'styled-components'

/** Shared pieces of the labelled form fields (Input, TextArea, Select), so they look and read alike. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: .9rem;
`

export const FieldHint = styled.p`
  margin: 0;
  font-size: .85rem;
  color: ${({ theme }) => theme.colors.muted};
`

// Not a live region: the field points at it with aria-describedby, so it is read when the field gets focus.
export const FieldError = styled.p`
  margin: 0;
  font-size: .85rem;
  color: #b3261e;
`

export const fieldBorder = ({ $invalid }: { $invalid: boolean }) => ($invalid ? '#b3261e' : '#8a8d94')

/** Joins describedby ids, dropping the absent ones; undefined when there are none. */
export function describedBy(...ids: unknown[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ')
  return joined || undefined
}
