'use client'
import type { ReactNode } from 'react'
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components'
import { brandColorProperties, type ShopTheme } from './theme'

const GlobalStyle = createGlobalStyle`
  :root { ${({ theme }) => brandColorProperties(theme.colors)} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font-family: ${({ theme }) => theme.font}; color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.background}; line-height: 1.5; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; display: block; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.text}; outline-offset: 2px; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`

export function ThemeProvider({ theme, children }: { theme: ShopTheme; children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  )
}
