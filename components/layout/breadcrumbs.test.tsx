// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from './breadcrumbs'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

describe('Breadcrumbs', () => {
  it('is a labelled nav with an ordered list; the current page is the last item, unlinked, aria-current="page"', () => {
    render(
      <ThemeProvider theme={theme}>
        <Breadcrumbs label="Kruimelpad" items={[
          { name: 'Home', href: '/' },
          { name: 'Cadeaubonnen', href: '/cadeaubonnen/' },
          { name: 'Bolero Books cadeaubon', href: '/cadeaubonnen/bolero-books/' },
        ]} />
      </ThemeProvider>,
    )
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' })
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem')
    expect(nav.querySelector('ol')).not.toBeNull()
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Cadeaubonnen', 'Bolero Books cadeaubon'])
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/cadeaubonnen/'])
    expect(items[2]?.getAttribute('aria-current')).toBe('page')
    expect(items.slice(0, 2).every((item) => !item.hasAttribute('aria-current'))).toBe(true)
  })
})
