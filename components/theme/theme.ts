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

/** The corner radius of cards and panels, the same in every brand family. */
export const RADIUS = '12px'

type BrandColor = 'primary' | 'primaryText' | 'accent' | 'background' | 'text'

/**
 * The brand family's own colours as CSS custom properties, which the ThemeProvider's global style sets
 * on the root element: a server component has no theme to read, so it styles with these.
 */
export const BRAND_COLORS: Record<BrandColor, string> = {
  primary: 'var(--shop-primary)',
  primaryText: 'var(--shop-primary-text)',
  accent: 'var(--shop-accent)',
  background: 'var(--shop-background)',
  text: 'var(--shop-text)',
}

/** The declarations behind BRAND_COLORS, for the root element. */
export function brandColorProperties(colors: Record<BrandColor, string>): string {
  return `--shop-primary: ${colors.primary}; --shop-primary-text: ${colors.primaryText}; --shop-accent: ${colors.accent}; --shop-background: ${colors.background}; --shop-text: ${colors.text};`
}

export function createTheme(brandFamily: string, colors: { primary: string; primaryText: string; accent: string; background: string; text: string }): ShopTheme {
  return {
    brandFamily,
    colors: { ...colors, ...NEUTRAL_COLORS },
    radius: RADIUS,
    font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  }
}
