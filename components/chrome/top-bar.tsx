// A server component: the bar and its trust marks cost no JavaScript; only the sliding points
// (TopBarTrack) are a client island.
import styled from 'styled-components'
import { NEUTRAL_COLORS, media } from '../theme/theme'
import { TopBarTrack } from './top-bar-track'
import { TrustMarkList, type TrustMarkView } from './trust-mark-list'

/** The top bar of small screens (up to 1023 px) with the three selling points (docs/rules/chrome.md). */
export function TopBar({ points, label, trustMarks }: { points: string[]; label: string; trustMarks?: { label: string; marks: TrustMarkView[] } }) {
  return (
    <Bar aria-label={label}>
      {trustMarks && <Marks><TrustMarkList label={trustMarks.label} marks={trustMarks.marks} /></Marks>}
      <TopBarTrack points={points} />
    </Bar>
  )
}

const Bar = styled.aside`
  display: flex;
  align-items: center;
  height: 32px;
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
