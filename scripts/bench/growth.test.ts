import { describe, expect, it } from 'vitest'
import { formatGrowthTable, growthRatio, growthVerdict, rowRatios, type GrowthRow } from './growth-verdict'
import { parseOptions, parseScales } from './options'

describe('--scale parsing', () => {
  it('reads distinct whole scales in ascending order', () => {
    expect(parseScales('1,10,100')).toEqual([1, 10, 100])
    expect(parseScales('100, 1,10,10')).toEqual([1, 10, 100])
  })

  it.each(['', '1', '0,10', '1,x', '1,2.5', '1,-10', '1,1001', '1,,10'])('refuses "%s"', (raw) => {
    expect(() => parseScales(raw)).toThrow('--scale')
  })

  it('comes from the flag or BENCH_SCALE; without either the normal run', () => {
    expect(parseOptions([]).scales).toBeNull()
    expect(parseOptions(['--scale', '1,10']).scales).toEqual([1, 10])
    expect(parseOptions(['--scale=1,100', '--quick']).scales).toEqual([1, 100])
    expect(parseOptions([], { BENCH_SCALE: '10,1' }).scales).toEqual([1, 10])
    expect(() => parseOptions(['--scale'])).toThrow('--scale needs a value')
  })
})

describe('growth judgement', () => {
  it('divides by the reference, rounded to hundredths; nothing without both figures', () => {
    expect(growthRatio(30, 10)).toBe(3)
    expect(growthRatio(12.5, 10)).toBe(1.25)
    expect(growthRatio(2, 3)).toBe(0.67)
    expect(growthRatio(null, 10)).toBeNull()
    expect(growthRatio(10, null)).toBeNull()
    expect(growthRatio(10, 0)).toBeNull()
  })

  it('is flat up to twice the reference, grows above it, and is not measured when a figure is missing', () => {
    expect(growthVerdict([1.1, 2])).toBe('flat')
    expect(growthVerdict([1.1, 2.01])).toBe('grows')
    expect(growthVerdict([3, null])).toBe('grows')
    expect(growthVerdict([1.5, null])).toBe('not measured')
    expect(growthVerdict([])).toBe('not measured')
    expect(growthVerdict([2.5], 3)).toBe('flat')
  })

  const row: GrowthRow = {
    target: 'listing-last',
    request: '/cadeaubonnen/13/',
    points: [
      { scale: 1, cpuMs: 4, latencyMs: 9 },
      { scale: 10, cpuMs: 6, latencyMs: 11 },
      { scale: 100, cpuMs: 40, latencyMs: 80 },
    ],
  }

  it('takes the ratios against the smallest scale', () => {
    expect(rowRatios(row)).toEqual([1.5, 10])
  })

  it('prints one line per target with figures, ratios and verdict', () => {
    const table = formatGrowthTable('Growth on pglite', [1, 10, 100], [row, { ...row, target: 'search', points: [{ scale: 1, cpuMs: 5, latencyMs: 7 }, { scale: 10, cpuMs: null, latencyMs: null, reason: 'HTTP 500' }, { scale: 100, cpuMs: 6, latencyMs: 8 }] }])
    const lines = table.split('\n')
    expect(lines[0]).toBe('Growth on pglite')
    expect(lines[1]?.split(/\s{2,}/)).toEqual(['target', '1x ms cpu (p50)', '10x ms cpu (p50)', '100x ms cpu (p50)', '10x/1x', '100x/1x', 'verdict (≤ 2x)'])
    expect(lines[2]?.split(/\s{2,}/)).toEqual(['listing-last', '4 (9)', '6 (11)', '40 (80)', '1.5x', '10x', 'grows'])
    expect(lines[3]?.split(/\s{2,}/)).toEqual(['search', '5 (7)', '– HTTP 500', '6 (8)', '–', '1.2x', 'not measured'])
  })
})
