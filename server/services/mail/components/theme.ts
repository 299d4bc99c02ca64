import 'server-only'
import type { CSSProperties } from 'react'
import type { Storefront } from '@/config/storefronts/types'

/**
 * The look every shop e-mail shares. Inline styles, since most mail clients drop a <style> block or
 * parts of it; the block in the layout only adds the dark-mode overrides for the clients that honour
 * them. Every colour pair is chosen so it keeps its contrast when a client inverts the mail itself:
 * dark text on white panels, and panels that hold codes stay white (a scanner needs dark on light).
 */
export const FONT_STACK = 'Helvetica, Arial, sans-serif'
export const MONO_STACK = "'Courier New', Courier, monospace"

/** The single column: fluid up to 600 px, the width mail clients are designed around. */
export const MAIL_WIDTH = 600

export const NEUTRAL = {
  page: '#f3f3f5',
  panel: '#ffffff',
  /** Secondary text: 7:1 on white. */
  muted: '#4f5358',
  border: '#dcdde0',
  soft: '#f7f7f8',
} as const

/** The storefront's colours as the mail uses them: its primary for accents and the button. */
export function mailColours(storefront: Storefront) {
  const { colors } = storefront.branding
  return { primary: colors.primary, onPrimary: colors.primaryText, text: colors.text }
}

export const textStyle: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px' }
export const smallStyle: CSSProperties = { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: NEUTRAL.muted }

/**
 * Class names the layout's dark-mode block targets (prefers-color-scheme, and Outlook.com's
 * [data-ogsc] for the text it recolours): page and panels darken, text lightens, code panels stay light.
 */
export const DARK = {
  page: 'mail-page',
  panel: 'mail-panel',
  text: 'mail-text',
  muted: 'mail-muted',
  soft: 'mail-soft',
  light: 'mail-keep-light',
} as const

export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .${DARK.page}, .${DARK.page} > table > tbody > tr > td { background-color: #161618 !important; }
  .${DARK.panel} { background-color: #232326 !important; }
  .${DARK.soft} { background-color: #2d2d31 !important; }
  .${DARK.text} { color: #f1f1f3 !important; }
  .${DARK.muted} { color: #c4c6ca !important; }
  .${DARK.light} { background-color: #ffffff !important; color: #111111 !important; }
}
[data-ogsc] .${DARK.text} { color: #f1f1f3 !important; }
[data-ogsc] .${DARK.muted} { color: #c4c6ca !important; }
@media only screen and (max-width: 480px) {
  .mail-gutter { padding-left: 16px !important; padding-right: 16px !important; }
}
`
