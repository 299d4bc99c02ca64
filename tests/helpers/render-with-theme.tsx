import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { createTheme } from '@/components/theme/theme'

export const testTheme = createTheme('CB', { primary: '#e8423f', primaryText: '#111111', accent: '#1f6feb', background: '#ffffff', text: '#1b1b1f' })

export function WithTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={testTheme}>{children}</ThemeProvider>
}

/** Renders inside the styled-components theme every shop component expects. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithTheme, ...options })
}
