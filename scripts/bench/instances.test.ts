import { describe, expect, it } from 'vitest'
import { formatInstances, instancesProcesses, instancesRatio, instancesVerdict, type InstancesRun } from './instances-verdict'
import { parseOptions } from './options'

describe('--instances', () => {
  it('comes from the flag or BENCH_INSTANCES, off by default, and not together with --scale', () => {
    expect(parseOptions([]).instances).toBe(false)
    expect(parseOptions(['--instances', '--quick'])).toMatchObject({ instances: true, durationS: 2 })
    expect(parseOptions([], { BENCH_INSTANCES: '1' }).instances).toBe(true)
    expect(parseOptions([], { BENCH_INSTANCES: '0' }).instances).toBe(false)
    expect(() => parseOptions(['--instances', '--scale', '1,10'])).toThrow('--instances and --scale are separate runs')
  })

  it('runs one process per core, and refuses a one-core machine', () => {
    expect(instancesProcesses(2)).toBe(2)
    expect(instancesProcesses(16)).toBe(16)
    expect(() => instancesProcesses(1)).toThrow('this machine has 1 core')
  })
})

describe('the every-core judgement', () => {
  it('divides the many processes req/s by the single one, rounded to hundredths', () => {
    expect(instancesRatio(400, 700)).toBe(1.75)
    expect(instancesRatio(300, 400)).toBe(1.33)
    expect(instancesRatio(null, 700)).toBeNull()
    expect(instancesRatio(400, null)).toBeNull()
    expect(instancesRatio(0, 700)).toBeNull()
  })

  it('is met from 1.5x, not met below, and not measured without a ratio', () => {
    expect(instancesVerdict(1.5)).toBe('met')
    expect(instancesVerdict(1.49)).toBe('not met')
    expect(instancesVerdict(0.8)).toBe('not met')
    expect(instancesVerdict(null)).toBe('not measured')
    expect(instancesVerdict(1.8, 2)).toBe('not met')
  })

  it('prints both figures, the ratio and the verdict', () => {
    const run: InstancesRun = {
      database: 'postgres', target: 'listing', path: '/cadeaubonnen/', connections: 50,
      single: { processes: 1, requestsPerSec: 412, p50Ms: 118, p99Ms: 240 },
      many: { processes: 2, requestsPerSec: 690, p50Ms: 70, p99Ms: 190, cpu: { serverPct: 81, loadToolPct: 14, otherPct: 5 } },
      ratio: 1.67, verdict: 'met',
    }
    expect(formatInstances(run)).toBe([
      'Every core on postgres (listing /cadeaubonnen/, cached, 50 connections)',
      '  1 process:     412 req/s (p50 118 ms, p99 240 ms)',
      '  2 processes:   690 req/s (p50 70 ms, p99 190 ms); CPU: shop 81 %, load tool 14 %, other 5 %',
      '  ratio 1.67x: met (target ≥ 1.5x)',
    ].join('\n'))
    expect(formatInstances({ ...run, many: { processes: 2, requestsPerSec: null, p50Ms: null, p99Ms: null, reason: 'HTTP 500' }, ratio: null, verdict: 'not measured' }))
      .toContain('  2 processes:   – HTTP 500\n  ratio –: not measured')
  })
})
