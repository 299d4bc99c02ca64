// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it, vi } from 'vitest'
import { AccountMenu, type AccountMenuProps } from './account-menu'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'

const base: AccountMenuProps = {
  user: null,
  loginHref: '/account/login/',
  texts: { account: 'Account', myAccount: 'My account', logOut: 'Log out' },
  entries: [{ href: '/account/overzicht/', text: 'Overview' }, { href: '/account/bestellingen/', text: 'Orders' }],
  onLogout: async () => undefined,
}
const renderMenu = (props: Partial<AccountMenuProps>) =>
  render(<ThemeProvider theme={theme}><AccountMenu {...base} {...props} /></ThemeProvider>)

describe('AccountMenu', () => {
  it('is a real link to log in without a user', () => {
    renderMenu({})
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/login/')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('toggles the dropdown with the configured entries plus Log out for a user', () => {
    renderMenu({ user: { firstName: 'An' } })
    const toggle = screen.getByRole('button', { name: 'My account' })
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Overview', 'Orders', 'Log out'])
    fireEvent.click(toggle)
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull()
  })

  it('does not show the dropdown while the user info loads', () => {
    renderMenu({ user: { firstName: 'An' }, loading: true })
    fireEvent.click(screen.getByRole('button', { name: 'My account' }))
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull()
  })

  it('disables Log out while logging out', async () => {
    let finish: () => void = () => undefined
    const onLogout = vi.fn(() => new Promise<void>((resolve) => { finish = resolve }))
    renderMenu({ user: { firstName: 'An' }, onLogout })
    fireEvent.click(screen.getByRole('button', { name: 'My account' }))
    const logOut = screen.getByRole('button', { name: 'Log out' })
    fireEvent.click(logOut)
    expect(logOut).toBeDisabled()
    fireEvent.click(logOut)
    expect(onLogout).toHaveBeenCalledTimes(1)
    finish()
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull())
  })

  it('closes on Escape and on a click outside', () => {
    renderMenu({ user: { firstName: 'An' } })
    fireEvent.click(screen.getByRole('button', { name: 'My account' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'My account' }))
    fireEvent.mouseDown(document.body)
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull()
  })
})
