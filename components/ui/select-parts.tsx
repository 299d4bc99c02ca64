'use client'
import styled from 'styled-components'
import { fieldBorder } from './field'

/** The styled pieces of Select, kept apart so select.tsx reads as behaviour only. */
export const Root = styled.div`
  position: relative;
`

const control = `
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 8px 36px 8px 12px;
  font: inherit;
  border-radius: 8px;
`

export const Trigger = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${control}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surface : theme.colors.background)};
  border: 1px solid ${fieldBorder};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.7 : 1)};
`

export const SearchInput = styled.input<{ $invalid: boolean }>`
  ${control}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${fieldBorder};
  &:disabled { background: ${({ theme }) => theme.colors.surface}; cursor: not-allowed; opacity: .7; }
`

export const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`

export const Chevron = styled.span.attrs({ 'aria-hidden': true })<{ $open: boolean }>`
  position: absolute;
  right: 14px;
  top: 22px;
  width: 8px;
  height: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-70%) rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  pointer-events: none;
`

export const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 280px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, .12);
`

export const Listbox = styled.ul`
  margin: 0;
  padding: 4px 0;
  list-style: none;
`

export const Option = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.surface : 'transparent')};
  outline: ${({ theme, $highlighted }) => ($highlighted ? `2px solid ${theme.colors.text}` : 'none')};
  outline-offset: -2px;
  &[aria-selected='true'] { font-weight: 600; }
`

export const NoOptions = styled.p`
  margin: 0;
  padding: 8px 12px;
  color: ${({ theme }) => theme.colors.muted};
`

/** Option icons are decorative (the label says it all) and fixed at 20 px. */
export function OptionIcon({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- small flag/brand icons from any host, no optimisation needed
  return <img src={src} alt="" width={20} height={20} style={{ width: 20, height: 20, flex: 'none' }} />
}
