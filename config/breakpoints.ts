/** The layout's breakpoints (docs/rules/limits.md): mobile ≤ 639 px, tablet 640–1023, desktop small 1024–1279, desktop large ≥ 1280. */
export const BREAKPOINTS = {
  tablet: 640,
  desktopSmall: 1024,
  desktopLarge: 1280,
} as const
