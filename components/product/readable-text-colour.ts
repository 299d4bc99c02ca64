/**
 * White or near-black text, whichever contrasts more with a `#RRGGBB` background (WCAG relative
 * luminance). Product labels carry their colour as data, so their text colour cannot be fixed in CSS.
 */
export function readableTextColour(background: string): '#ffffff' | '#111111' {
  const match = /^#([0-9a-f]{6})$/i.exec(background)
  if (!match?.[1]) return '#111111'
  const hex = match[1]
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  const withWhite = 1.05 / (luminance + 0.05)
  // #111111 has a relative luminance of about 0.0052.
  const withBlack = (luminance + 0.05) / (0.0052 + 0.05)
  return withWhite >= withBlack ? '#ffffff' : '#111111'
}
