'use client'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { HeaderLabel } from './header-label'
import { UserIcon } from './icons'
import { media } from '../../theme/theme'

export interface AccountMenuProps {
  /** Absent means not logged in (docs/rules/accounts.md user info). */
  user: { firstName: string } | null
  /** True while the user info is being loaded. */
  loading?: boolean
  loginHref: string
  texts: { account: string; myAccount: string; logOut: string }
  /** The configured dropdown entries (docs/rules/accounts.md), Log out follows them. */
  entries: Array<{ href: string; text: string }>
  onLogout: () => Promise<void>
}

/**
 * docs/rules/accounts.md: without a user the account entry is a real link (to log in); with one it toggles a dropdown
 * that shows only when logged in, not loading and toggled open; Log out is disabled while it runs.
 */
export function AccountMenu({ user, loading = false, loginHref, texts, entries, onLogout }: AccountMenuProps) {
  const [open, setOpen] = useState(false)
  const [loggingOut, setLoggingOut] = useState(false)
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('mousedown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('mousedown', close)
    }
  }, [open])

  if (!user) return <EntryLink href={loginHref}><UserIcon /><HeaderLabel>{texts.account}</HeaderLabel></EntryLink>
  const showDropdown = open && !loading
  return (
    <Container ref={container}>
      <EntryButton type="button" aria-expanded={showDropdown} aria-controls="account-dropdown" onClick={() => setOpen((value) => !value)}>
        <UserIcon />
        <HeaderLabel>{texts.myAccount}</HeaderLabel>
      </EntryButton>
      {showDropdown && (
        <Dropdown id="account-dropdown">
          {entries.map((entry) => <li key={entry.href}><a href={entry.href}>{entry.text}</a></li>)}
          <li>
            <button
              type="button"
              disabled={loggingOut}
              onClick={async () => {
                setLoggingOut(true)
                try {
                  await onLogout()
                  setOpen(false)
                } finally {
                  setLoggingOut(false)
                }
              }}
            >
              {texts.logOut}
            </button>
          </li>
        </Dropdown>
      )}
    </Container>
  )
}

const Container = styled.div`
  position: relative;
`
const EntryLink = styled.a`
  font-weight: 600;
  text-decoration: none;
  padding: 10px 2px;
  ${media.tablet} { padding: 10px 4px; }
  display: inline-flex;
  align-items: center;
  gap: 6px;
`
const EntryButton = styled.button`
  font: inherit;
  font-weight: 600;
  background: none;
  border: 0;
  color: inherit;
  padding: 10px 2px;
  ${media.tablet} { padding: 10px 4px; }
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 6px;
`
const Dropdown = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 20px rgba(0, 0, 0, .12);
  a, button { display: block; width: 100%; text-align: left; padding: 10px 16px; font: inherit; text-decoration: none; background: none; border: 0; color: inherit; cursor: pointer; }
  button:disabled { opacity: .5; cursor: progress; }
`
