/**
 * The top bar's rotation as CSS keyframes (docs/rules/chrome.md, docs/rules/limits.md): every 3000 ms
 * the points slide up one point in 0.6 s; a clone of the first point follows the last, so the slide
 * always runs the same way, and 600 ms after the slide to the clone starts the list jumps back to the
 * real first point without animation. Computed from the number of points, so the server writes the
 * whole rotation into the page's CSS and no script runs it.
 */
const TOP_BAR_ROTATE_MS = 3000
const TOP_BAR_SLIDE_MS = 600
/** The height of one point: each step moves the list up by it. */
export const TOP_BAR_POINT_PX = 32

export interface TopBarFrame {
  /** Where in the cycle, in percent (4 decimals: well under a millisecond of a cycle). */
  percent: number
  /** The list's vertical shift: minus the height of the points above the one shown. */
  offsetPx: number
  /** The segment after this frame jumps at once to the next frame's offset instead of sliding. */
  jump: boolean
}

export interface TopBarRotation {
  cycleMs: number
  delayMs: number
  frames: TopBarFrame[]
}

/**
 * One cycle lasts points × 3000 ms and starts with the first slide. It is started after a delay of
 * 3000 ms, during which the list sits untransformed on the first point, so the first slide begins at
 * 3000 ms as it always did. A negative delay cannot do that: in the running cycle the first point
 * stands still for only 2400 ms (the clone's 600 ms slide brings it in), while on page load it must
 * stand 3000 ms, and a repeating cycle cannot show it longer the first time than every other time.
 *
 * The jump back is the frame where the clone has arrived, 600 ms after its slide began: its `jump`
 * segment takes the first point's offset at once and holds it to the end of the cycle, where the
 * next cycle starts from that same offset: no extra frame a hair later is needed to make it instant.
 *
 * A single point has nothing to rotate and no clone: null.
 */
export function topBarRotation(points: number): TopBarRotation | null {
  if (points < 2) return null
  const cycleMs = points * TOP_BAR_ROTATE_MS
  const percent = (ms: number) => Math.round((ms / cycleMs) * 100 * 10_000) / 10_000
  const frames: TopBarFrame[] = [{ percent: 0, offsetPx: 0, jump: false }]
  for (let shown = 1; shown <= points; shown += 1) {
    const slideStart = (shown - 1) * TOP_BAR_ROTATE_MS
    // The end of the hold on the point before (the first slide starts the cycle itself).
    if (shown > 1) frames.push({ percent: percent(slideStart), offsetPx: offset(shown - 1), jump: false })
    frames.push({ percent: percent(slideStart + TOP_BAR_SLIDE_MS), offsetPx: offset(shown), jump: shown === points })
  }
  frames.push({ percent: 100, offsetPx: 0, jump: false })
  return { cycleMs, delayMs: TOP_BAR_ROTATE_MS, frames }
}

/** The body of the @keyframes rule for the frames of topBarRotation. */
export function topBarKeyframesBody(frames: TopBarFrame[]): string {
  return frames
    .map(({ percent, offsetPx, jump }) => `${percent}% { transform: translateY(${offsetPx}px);${jump ? ' animation-timing-function: step-start;' : ''} }`)
    .join('\n')
}

/** Written out so the first point's shift is 0, not -0. */
function offset(index: number): number {
  return index === 0 ? 0 : -index * TOP_BAR_POINT_PX
}
