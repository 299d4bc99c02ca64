'use client'
import { usePathname } from 'next/navigation'
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import type { Shopper } from '@/graphql/shopper'
import { BREAKPOINTS } from '@/config/breakpoints'
import { media } from '../../theme/theme'
import { LoadingStatus } from './loading-status'
import { HeaderLabel } from './header-label'
import { MenuIcon } from './icons'

/** docs/rules/catalogue.md and docs/rules/limits.md: the menu closes 50 ms after the URL changes. */
export const MENU_CLOSE_ON_URL_MS = 50

export interface CategoryMenuTexts {
  label: string
  /** The button's accessible name: says it is the menu, and holds the visible label. */
  menuButton: string
  viewAllCategories: string
  allGiftCards: string
  topProducts: string
  loading: string
}

// The panel (and Apollo with it) loads on first opening only: most visitors never open the menu.
const CategoryMenuPanel = lazy(() => import('./category-menu-panel').then((module) => ({ default: module.CategoryMenuPanel })))

/**
 * The gift-card category menu of the header. Closes on a URL change (after 50 ms), on Escape, and on
 * a click outside it except on mobile, where the menu covers the screen and its menu button closes it again.
 */
export function CategoryMenu({ shopper, allGiftCardsHref, texts, languages }: {
  shopper: Shopper
  allGiftCardsHref: string
  texts: CategoryMenuTexts
  /** The language links, shown in the menu on phones, where the header has no room for them. */
  languages?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const shownPathname = useRef(pathname)

  useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    const timer = setTimeout(() => setOpen(false), MENU_CLOSE_ON_URL_MS)
    return () => clearTimeout(timer)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onPointer = (event: MouseEvent) => {
      const mobile = window.innerWidth < BREAKPOINTS.desktopSmall
      if (!mobile && container.current && !container.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onPointer)
    }
  }, [open])

  return (
    <Container ref={container}>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls="category-menu"
        aria-label={texts.menuButton}
        onClick={() => {
          setEverOpened(true)
          setOpen((value) => !value)
        }}
      >
        <MenuIcon />
        <HeaderLabel>{texts.label}</HeaderLabel>
      </Trigger>
      <Panel id="category-menu" hidden={!open}>
        {languages && <PhoneLanguages>{languages}</PhoneLanguages>}
        {everOpened && (
          <Suspense fallback={<LoadingStatus label={texts.loading} />}>
            <CategoryMenuPanel shopper={shopper} allGiftCardsHref={allGiftCardsHref} texts={texts} />
          </Suspense>
        )}
      </Panel>
    </Container>
  )
}

const Container = styled.div`
  position: static;
`
const Trigger = styled.button`
  font: inherit;
  font-weight: 600;
  background: none;
  border: 0;
  padding: 10px 2px;
  ${media.tablet} { padding: 10px 4px; }
  cursor: pointer;
  color: inherit;
  display: inline-flex;
  align-items: center;
  gap: 6px;
`
const PhoneLanguages = styled.div`
  padding: 8px 16px 0;
  ${media.tablet} { display: none; }
`
const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 80px;
  z-index: 20;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 24px rgba(0, 0, 0, .12);
  max-height: calc(100vh - 80px);
  overflow: auto;
`
