// A server component, and all of it costs no JavaScript: the points rotate by a CSS animation whose
// keyframes are written into the page with the bar's own styles.
import styled, { css, keyframes } from 'styled-components'
import { NEUTRAL_COLORS, media } from '../theme/theme'
import { TOP_BAR_POINT_PX, topBarKeyframesBody, topBarRotation } from './top-bar-keyframes'
import { TrustMarkList, type TrustMarkView } from './trust-mark-list'

/** The top bar of small screens (up to 1023 px) with the three selling points (docs/rules/chrome.md). */
export function TopBar({ points, label, trustMarks }: { points: string[]; label: string; trustMarks?: { label: string; marks: TrustMarkView[] } }) {
  // A clone of the first point follows the last, so the slide always runs the same way.
  const slides = points.length > 1 ? [...points, points[0]] : points
  return (
    <Bar aria-label={label}>
      {trustMarks && <Marks><TrustMarkList label={trustMarks.label} marks={trustMarks.marks} /></Marks>}
      <Track $points={points.length}>
        {slides.map((point, position) => (
          <li key={position} aria-hidden={position === points.length ? true : undefined}>{point}</li>
        ))}
      </Track>
    </Bar>
  )
}

/**
 * The rotation of top-bar-keyframes.ts on small screens; the keyframes helper names the rule by its
 * content, so every render of the same number of points shares one rule.
 *
 * With reduced motion the same keyframes run with step-start timing: each segment takes its end offset
 * the moment it begins, so a point changes exactly when its slide would have started (as the script
 * did before, with its transition off), the holds and the jump back stay as they are, and one set of
 * keyframes serves both preferences, so they cannot drift apart.
 */
function rotation(points: number) {
  const timing = topBarRotation(points)
  if (!timing) return null
  const frames = keyframes`${topBarKeyframesBody(timing.frames)}`
  return css`
    ${media.upToTablet} { animation: ${frames} ${timing.cycleMs}ms ease-in-out ${timing.delayMs}ms infinite; }
    @media (prefers-reduced-motion: reduce) { animation-timing-function: step-start; }
  `
}

const Bar = styled.aside`
  display: flex;
  align-items: center;
  height: ${TOP_BAR_POINT_PX}px;
  overflow: hidden;
  background: ${NEUTRAL_COLORS.surface};
  font-size: .85rem;
  font-weight: 600;
  ${media.desktopSmall} { display: none; }
`
/**
 * The top bar's trust marks (branding trustMarksTopbar) stay put at its end while the points slide. A
 * wrapper, not styled(TrustMarkList): rendered on the server, the list's own rules come after the
 * restyling ones and would win.
 */
const Marks = styled.div`
  order: 1;
  flex: none;
  padding: 0 12px;
`
const Track = styled.ul<{ $points: number }>`
  flex: 1;
  min-width: 0;
  align-self: flex-start;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $points }) => rotation($points)}
  li { height: ${TOP_BAR_POINT_PX}px; line-height: ${TOP_BAR_POINT_PX}px; text-align: center; padding: 0 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`
