'use client'
import { useEffect, useState } from 'react'
import styled, { css } from 'styled-components'
import { BREAKPOINTS } from '@/config/breakpoints'
import { media } from '../theme/theme'
import { TrustMarkList, type TrustMarkView } from './trust-mark-list'

/** docs/rules/chrome.md and docs/rules/limits.md: rotate every 3000 ms; after the appended clone, jump back after 600 ms; 0.6 s slide. */
export const TOP_BAR_ROTATE_MS = 3000
export const TOP_BAR_RESET_MS = 600
const SLIDE_SECONDS = 0.6
const SMALL_SCREENS = `(max-width: ${BREAKPOINTS.desktopSmall - 1}px)`

/**
 * The top bar of small screens (up to 1023 px) with the three selling points. A clone of the first
 * point follows the last, so the slide always moves the same way; once the clone shows, the list
 * jumps back to the real first point without animation.
 */
export function TopBar({ points, label, trustMarks }: { points: string[]; label: string; trustMarks?: { label: string; marks: TrustMarkView[] } }) {
  const [index, setIndex] = useState(0)
  const [animated, setAnimated] = useState(true)
  const active = useSmallScreen() && points.length > 1

  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      setAnimated(true)
      setIndex((current) => current + 1)
    }, TOP_BAR_ROTATE_MS)
    return () => clearInterval(timer)
  }, [active])

  useEffect(() => {
    if (index < points.length) return
    const timer = setTimeout(() => {
      setAnimated(false)
      setIndex(0)
    }, TOP_BAR_RESET_MS)
    return () => clearTimeout(timer)
  }, [index, points.length])

  const slides = points.length > 1 ? [...points, points[0]] : points
  return (
    <Bar aria-label={label}>
      {trustMarks && <Marks label={trustMarks.label} marks={trustMarks.marks} />}
      <Track data-index={index} data-animated={animated} $index={index} $animated={animated}>
        {slides.map((point, position) => (
          <li key={position} aria-hidden={position === points.length ? true : undefined}>{point}</li>
        ))}
      </Track>
    </Bar>
  )
}

function useSmallScreen(): boolean {
  const [small, setSmall] = useState(false)
  useEffect(() => {
    const query = window.matchMedia?.(SMALL_SCREENS)
    if (!query) return
    const update = () => setSmall(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return small
}

const Bar = styled.aside`
  display: flex;
  align-items: center;
  height: 32px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  font-size: .85rem;
  font-weight: 600;
  ${media.desktopSmall} { display: none; }
`
/** The top bar's trust marks (branding trustMarksTopbar) stay put at its end while the points slide. */
const Marks = styled(TrustMarkList)`
  order: 1;
  flex: none;
  padding: 0 12px;
`
const Track = styled.ul<{ $index: number; $animated: boolean }>`
  flex: 1;
  min-width: 0;
  align-self: flex-start;
  list-style: none;
  margin: 0;
  padding: 0;
  transform: translateY(${({ $index }) => -$index * 32}px);
  ${({ $animated }) => $animated && css`transition: transform ${SLIDE_SECONDS}s ease-in-out;`}
  li { height: 32px; line-height: 32px; text-align: center; padding: 0 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`
