/**
 * The design tokens of one storefront: its brand family's palette and the breakpoints of docs/rules/chrome.md.
 * Built on the server from the registry and handed to the client ThemeProvider as plain data.
 */
import { BREAKPOINTS } from '@/config/breakpoints'

export const media = {
  tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
  desktopSmall: `@media (min-width: ${BREAKPOINTS.desktopSmall}px)`,
  desktopLarge: `@media (min-width: ${BREAKPOINTS.desktopLarge}px)`,
  upToTablet: `@media (max-width: ${BREAKPOINTS.desktopSmall - 1}px)`,
} as const

export interface ShopTheme {
  brandFamily: string
  /** `accent` is decorative (confetti, highlights): never text or focus rings, it fails contrast on white. */
  colors: { primary: string; primaryText: string; accent: string; background: string; text: string; muted: string; border: string; surface: string }
  radius: string
  font: string
}

/** The neutral tones, the same in every brand family (server components use them without the theme). */
export const NEUTRAL_COLORS = { muted: '#5c5f66', border: '#d9dbe0', surface: '#f6f6f8' } as const

export function createTheme(brandFamily: string, colors: { primary: string; primaryText: string; accent: string; background: string; text: string }): ShopTheme {
  return {
    brandFamily,
    colors: { ...colors, ...NEUTRAL_COLORS },
    radius: '12px',
    font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  }
}
