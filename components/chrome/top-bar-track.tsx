'use client'
import { useEffect, useState } from 'react'
import styled, { css } from 'styled-components'
import { BREAKPOINTS } from '@/config/breakpoints'

/** docs/rules/chrome.md and docs/rules/limits.md: rotate every 3000 ms; after the appended clone, jump back after 600 ms; 0.6 s slide. */
export const TOP_BAR_ROTATE_MS = 3000
export const TOP_BAR_RESET_MS = 600
const SLIDE_SECONDS = 0.6
const SMALL_SCREENS = `(max-width: ${BREAKPOINTS.desktopSmall - 1}px)`

/**
 * The top bar's sliding selling points, its one interactive part. A clone of the first point
 * follows the last, so the slide always moves the same way; once the clone shows, the list jumps
 * back to the real first point without animation.
 */
export function TopBarTrack({ points }: { points: string[] }) {
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
    <Track data-index={index} data-animated={animated} $index={index} $animated={animated}>
      {slides.map((point, position) => (
        <li key={position} aria-hidden={position === points.length ? true : undefined}>{point}</li>
      ))}
    </Track>
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
