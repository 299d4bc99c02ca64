import styled from 'styled-components'

/**
 * The icons a product label may name (docs/rules/catalogue.md label: colour, icon, title), drawn inline
 * so a label costs no request. Paths on a 16 × 16 grid, filled with the label's text colour.
 */
const LABEL_ICON_PATHS: Readonly<Record<string, string>> = {
  // Three four-pointed stars: "new".
  sparkles: 'M6 1l1.2 3.3L10.5 5.5 7.2 6.7 6 10 4.8 6.7 1.5 5.5 4.8 4.3zM12 8l.7 1.8 1.8.7-1.8.7L12 13l-.7-1.8-1.8-.7 1.8-.7zM12 1l.5 1.2 1.2.5-1.2.5L12 4.4l-.5-1.2-1.2-.5 1.2-.5z',
  // A flame: "popular".
  flame: 'M8 1c.5 2.5 3.5 4 3.5 7.5A3.5 3.5 0 0 1 8 15a3.5 3.5 0 0 1-3.5-3.5c0-1.6.8-2.7 1.7-3.5 0 1.2.6 2 1.3 2.3C7 8 6.6 4.3 8 1z',
}

/** Whether `name` is an icon the shop can draw; a label naming another one shows its title only. */
export const isLabelIcon = (name: string | null | undefined): name is string => !!name && name in LABEL_ICON_PATHS

/** The label's icon, decorative: the label's title says what it means. */
export function LabelIcon({ name }: { name: string }) {
  const path = LABEL_ICON_PATHS[name]
  if (!path) return null
  return (
    <Svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={path} fill="currentColor" />
    </Svg>
  )
}

const Svg = styled.svg`
  flex: none;
  margin-inline-end: 4px;
  vertical-align: -2px;
`
