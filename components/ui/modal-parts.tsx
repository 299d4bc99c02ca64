'use client'
import styled, { css, keyframes } from 'styled-components'
import { media } from '../theme/theme'

export type ModalSize = 'small' | 'medium' | 'large'

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`
const riseIn = keyframes`from { opacity: 0; transform: translateY(24px); } to { opacity: 1; transform: none; }`
const sinkOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(24px); }`

const WIDTHS: Record<ModalSize, number> = { small: 420, medium: 640, large: 960 }

export const Backdrop = styled.div<{ $closing: boolean; $ms: number }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: rgba(0, 0, 0, .5);
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)} ${({ $ms }) => $ms}ms ease forwards;
  ${media.tablet} { align-items: center; padding: 24px; }
`

export const Panel = styled.div<{ $size: ModalSize; $closing: boolean; $ms: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
  box-shadow: 0 16px 48px rgba(0, 0, 0, .2);
  outline: none;
  animation: ${({ $closing }) => ($closing ? sinkOut : riseIn)} ${({ $ms }) => $ms}ms ease forwards;
  ${media.tablet} {
    max-width: ${({ $size }) => WIDTHS[$size]}px;
    max-height: calc(100dvh - 48px);
    border-radius: ${({ theme }) => theme.radius};
  }
  /* Fade only: no sliding for people who asked for less motion; the close timer stays the same. */
  @media (prefers-reduced-motion: reduce) {
    animation-name: ${({ $closing }) => ($closing ? fadeOut : fadeIn)};
  }
`

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 16px 8px 24px;
`

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
`

const iconButton = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surface}; }
  &[aria-disabled='true'] { cursor: not-allowed; opacity: .5; }
`

export const IconButton = styled.button`
  ${iconButton}
`

// Pushes the close button right when the title is visually hidden.
export const Spacer = styled.span`
  flex: 1;
`

export const Body = styled.div`
  position: relative;
  flex: 1;
  overflow-y: auto;
  padding: 8px 24px 24px;
`

// Outside the scrolling body, so it stays put at the bottom of the dialog.
export const Footer = styled.div`
  flex: none;
  padding: 16px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  border-radius: 0 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius};
`

export const LoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, .7);
  color: ${({ theme }) => theme.colors.primary};
`

export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 4l12 12M16 4L4 16" />
    </svg>
  )
}

export function BackIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4l-6 6 6 6" />
    </svg>
  )
}
