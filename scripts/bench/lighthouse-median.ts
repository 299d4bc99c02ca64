import type { LighthouseScores } from './lighthouse'

/**
 * The run a page is judged by: the one with the median LCP. Lighthouse's simulated LCP on this stack is
 * bimodal (docs/performance.md): it counts the scripts' download and evaluation only when the observed
 * load evaluated them before the LCP paint, which varies between loads of the same page. A run without
 * an LCP (a runtime error) sorts last. `runs` holds an odd number of runs.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of')
  const sorted = [...runs].sort((a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity))
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
