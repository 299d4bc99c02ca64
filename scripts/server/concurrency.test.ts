import { describe, expect, it } from 'vitest'
import { crashBudget, parseWebConcurrency, serverPlan } from './concurrency.mjs'

describe('WEB_CONCURRENCY', () => {
  it('is one process when unset or empty, a whole number as given, and one per core for auto', () => {
    expect(parseWebConcurrency(undefined, 8)).toEqual({ workers: 1 })
    expect(parseWebConcurrency('  ', 8)).toEqual({ workers: 1 })
    expect(parseWebConcurrency('3', 8)).toEqual({ workers: 3 })
    expect(parseWebConcurrency(' 12 ', 2)).toEqual({ workers: 12 })
    expect(parseWebConcurrency('auto', 6)).toEqual({ workers: 6 })
    expect(parseWebConcurrency('AUTO', 2)).toEqual({ workers: 2 })
  })

  it('refuses anything else with a message naming the variable and the value', () => {
    for (const value of ['0', '-2', '1.5', '2x', 'max', '1e3']) {
      const parsed = parseWebConcurrency(value, 4)
      expect(parsed).toEqual({ error: expect.stringContaining(`WEB_CONCURRENCY must be a whole number from 1, or "auto"`) })
      expect('error' in parsed && parsed.error).toContain(`"${value}"`)
    }
  })
})

describe('the server plan', () => {
  it('runs one process without a cluster at 1, whatever the database', () => {
    expect(serverPlan({}, 4)).toEqual({ mode: 'single' })
    expect(serverPlan({ WEB_CONCURRENCY: '1' }, 4)).toEqual({ mode: 'single' })
    expect(serverPlan({ WEB_CONCURRENCY: 'auto' }, 1)).toEqual({ mode: 'single' })
  })

  it('forks workers on PostgreSQL only: PGlite is one process folder', () => {
    expect(serverPlan({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://db/shop' }, 2)).toEqual({ mode: 'cluster', workers: 3 })
    expect(serverPlan({ WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db/shop' }, 4)).toEqual({ mode: 'cluster', workers: 4 })
    const refused = serverPlan({ WEB_CONCURRENCY: '2' }, 4)
    expect('error' in refused && refused.error).toMatch(/^WEB_CONCURRENCY=2 needs DATABASE_URL: .*PGlite/)
    expect(serverPlan({ WEB_CONCURRENCY: 'two', DATABASE_URL: 'postgres://db/shop' }, 4)).toEqual({ error: expect.stringContaining('"two"') })
  })
})

describe('the crash budget of the cluster primary', () => {
  it('restarts with a delay growing by a second a crash, and gives up at the fifth crash within a minute', () => {
    const budget = crashBudget()
    expect(budget.crashed(1_000)).toEqual({ restart: true, delayMs: 1_000, crashesInWindow: 1 })
    expect(budget.crashed(2_000)).toEqual({ restart: true, delayMs: 2_000, crashesInWindow: 2 })
    expect(budget.crashed(3_000)).toEqual({ restart: true, delayMs: 3_000, crashesInWindow: 3 })
    expect(budget.crashed(4_000)).toEqual({ restart: true, delayMs: 4_000, crashesInWindow: 4 })
    expect(budget.crashed(60_999)).toEqual({ restart: false, crashesInWindow: 5 })
  })

  it('forgets crashes older than the window', () => {
    const budget = crashBudget({ limit: 3, windowMs: 10_000 })
    budget.crashed(0)
    budget.crashed(5_000)
    expect(budget.crashed(10_000)).toEqual({ restart: true, delayMs: 2_000, crashesInWindow: 2 })
    expect(budget.crashed(14_999)).toEqual({ restart: false, crashesInWindow: 3 })
  })
})
