/**
 * Lighthouse audits with its default (mobile) configuration: Moto G Power emulation and simulated
 * slow-4G throttling with 4× CPU slowdown. Debian's Chromium, launched once for all pages.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export interface LighthouseScores {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  /** Lighthouse's measure of how fast this machine was during the run (a mid-range phone ≈ 1000+). */
  benchmarkIndex: number | null
  /** Audits of the four categories that did not pass, e.g. to see why accessibility is not 100. */
  failedAudits: string[]
  runtimeError: string | null
  warnings: string[]
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface LighthouseSession {
  audit(url: string): Promise<LighthouseScores>
  close(): Promise<void>
}

export async function openLighthouse(chromePath: string): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  return {
    async audit(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = result
      const score = (id: string) => {
        const value = lhr.categories[id]?.score
        return typeof value === 'number' ? Math.round(value * 100) : null
      }
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue
        return typeof value === 'number' ? value : null
      }
      const failedAudits = CATEGORIES.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
          .map((audit) => `${category}: ${audit?.id} (${Math.round((audit?.score ?? 0) * 100)})`),
      )
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        failedAudits: [...new Set(failedAudits)],
        runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
        warnings: lhr.runWarnings ?? [],
      }
    },
    async close() {
      chrome.kill()
    },
  }
}
