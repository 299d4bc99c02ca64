'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The floating "scroll to top" button itself, loaded by ScrollUpButton (scroll-up-button.tsx) the
 * first time the page is scrolled far enough. Scrolls smoothly (instantly with
 * prefers-reduced-motion) and moves focus to the skip target `#main` so keyboard users continue
 * from the top.
 */
export function ScrollUpButtonView() {
  const t = useTranslations('chrome')

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    const main = document.getElementById('main')
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
      // preventScroll: focusing must not cut the smooth scroll short.
      main.focus({ preventScroll: true })
    }
  }

  return (
    <FloatingButton type="button" aria-label={t('scrollToTop')} title={t('scrollToTop')} onClick={scrollUp}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none"
        stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </FloatingButton>
  )
}

const FloatingButton = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 900;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surface}; }

  @media (prefers-reduced-motion: no-preference) {
    transition: background-color 0.2s ease;
  }
`
