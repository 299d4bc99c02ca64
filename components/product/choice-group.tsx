'use client'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'

export interface Choice {
  value: string
  label: ReactNode
  /** A second line, e.g. how the variation is delivered. */
  detail?: ReactNode
}

/**
 * A group of native radio buttons drawn as tiles: arrow keys, Tab and screen readers behave as with
 * any radio group, the fieldset's legend names the group.
 */
export function ChoiceGroup({ legend, choices, registration, compact = false, autoFocusValue }: {
  legend: ReactNode
  choices: readonly Choice[]
  registration: UseFormRegisterReturn
  compact?: boolean
  /** The choice a modal around the group gives the focus to when it opens (docs/rules/chrome.md modals). */
  autoFocusValue?: string
}) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Tiles $compact={compact}>
        {choices.map((choice) => (
          <Tile key={choice.value}>
            <input type="radio" value={choice.value} data-autofocus={choice.value === autoFocusValue || undefined} {...registration} />
            <TileFace>
              <TileLabel>{choice.label}</TileLabel>
              {choice.detail && <TileDetail>{choice.detail}</TileDetail>}
            </TileFace>
          </Tile>
        ))}
      </Tiles>
    </Fieldset>
  )
}

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`
export const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: 8px;
  padding: 0;
`
const Tiles = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: 8px;
  grid-template-columns: ${({ $compact }) => ($compact ? 'repeat(auto-fill, minmax(104px, 1fr))' : 'repeat(auto-fit, minmax(180px, 1fr))')};
`
const Tile = styled.label`
  position: relative;
  display: flex;
  min-width: 0;
  cursor: pointer;
  // Transparent over the whole tile rather than clipped to 1 px: the real radio takes the clicks and taps.
  input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
`
const TileFace = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 44px;
  justify-content: center;
  padding: 8px 12px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  input:checked + & {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.text};
  }
  input:focus-visible + & { outline: 3px solid ${({ theme }) => theme.colors.text}; outline-offset: 2px; }
`
const TileLabel = styled.span`
  font-weight: 600;
  /* 'anywhere', not 'break-word': only it lets a long compound ('Verjaardagsenveloppe') shrink the
     tile's minimum width, so the word wraps inside its tile instead of running under the next one.
     Where the browser has a dictionary for the page's language, it breaks at a syllable. */
  overflow-wrap: anywhere;
  hyphens: auto;
`
const TileDetail = styled.span`
  font-size: .85rem;
  color: ${({ theme }) => theme.colors.muted};
`
