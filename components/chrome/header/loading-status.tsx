'use client'
import styled from 'styled-components'
import { Spinner } from '../../ui/spinner'

/** A spinner announced to screen readers as a status while something loads. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Wrapper role="status">
      <Spinner $size={28} />
      <span className="visually-hidden">{label}</span>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  padding: 24px;
  color: ${({ theme }) => theme.colors.primary};
`
