import { describe, expect, it } from 'vitest'
import { cutoff, retentionDays, retentionSettings } from './retention-config'

describe('retention settings', () => {
  it('defaults to 30 days for baskets and delivered mail', () => {
    expect(retentionSettings({})).toEqual({ baskets: { ok: true, days: 30 }, mail: { ok: true, days: 30 } })
    expect(retentionSettings({ BASKET_RETENTION_DAYS: ' ', MAIL_RETENTION_DAYS: '' }).baskets).toEqual({ ok: true, days: 30 })
  })

  it('reads whole days from 1 to 3650', () => {
    expect(retentionDays({ X: '1' }, 'X', 30)).toEqual({ ok: true, days: 1 })
    expect(retentionDays({ X: ' 90 ' }, 'X', 30)).toEqual({ ok: true, days: 90 })
    expect(retentionDays({ X: '3650' }, 'X', 30)).toEqual({ ok: true, days: 3650 })
  })

  it('refuses what it cannot read rather than guess (a misread retention could delete too much)', () => {
    for (const raw of ['0', '-5', '7.5', '1e3', '30d', 'abc', '3651', '0x10']) {
      const setting = retentionDays({ BASKET_RETENTION_DAYS: raw }, 'BASKET_RETENTION_DAYS', 30)
      expect(setting.ok, raw).toBe(false)
      if (!setting.ok) expect(setting.message).toContain('BASKET_RETENTION_DAYS')
    }
  })

  it('computes the cutoff in exact days', () => {
    expect(cutoff(new Date('2026-03-31T12:00:00Z'), 30).toISOString()).toBe('2026-03-01T12:00:00.000Z')
  })
})
