// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { HomeHero } from './home-hero'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

describe('HomeHero (docs/rules/pages-and-seo.md: the second home version)', () => {
  it('shows the logoV2, the page heading and the calls to action, the first as the main one', () => {
    render(
      <ThemeProvider theme={theme}>
        <HomeHero
          logo={{ src: '/brands/gcs/logo-v2.svg', alt: 'Giftswap' }}
          title="Geef een cadeaubon die echt blij maakt"
          text="Kies uit meer dan 60 cadeaubonnen."
          links={[{ href: '/cadeaubonnen/', text: 'Vind een cadeaubon' }, { href: '/saldocheck/', text: 'Saldo & inwisselen' }]}
        />
      </ThemeProvider>,
    )
    const hero = screen.getByRole('region', { name: 'Geef een cadeaubon die echt blij maakt' })
    expect(within(hero).getByRole('img', { name: 'Giftswap' }).getAttribute('src')).toBe('/brands/gcs/logo-v2.svg')
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('Geef een cadeaubon die echt blij maakt')
    const links = within(hero).getAllByRole('link')
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([['/cadeaubonnen/', 'Vind een cadeaubon'], ['/saldocheck/', 'Saldo & inwisselen']])
    expect(links.map((link) => link.hasAttribute('data-primary'))).toEqual([true, false])
  })
})
