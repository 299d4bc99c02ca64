import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobSlots } from '@/server/db/schema'
import { claimJobSlot, slotOf } from '@/server/services/jobs/job-slots'
import { runDueJobs, type MinuteJob } from '@/server/services/jobs/minute-jobs'
import { createTestDb, testBackends, type TestDb } from '@/tests/helpers/test-db'

/**
 * Each job runs once per slot across instances (docs/operations.md "Jobs"): many instances claiming
 * the same slot at once get one yes. On PostgreSQL the claims really race; PGlite runs them one
 * after the other, which must give the same answer.
 */
describe.each(testBackends())('job slots on %s', (backend) => {
  let testDb: TestDb
  beforeAll(async () => { testDb = await createTestDb(backend) })
  afterAll(async () => testDb?.close())

  it('numbers slots by whole intervals since the epoch', () => {
    expect(slotOf(new Date('2026-11-28T17:00:59.999Z'), 60_000)).toBe(29_931_420)
    expect(slotOf(new Date('2026-11-28T17:01:00.000Z'), 60_000)).toBe(29_931_421)
    expect(slotOf(new Date('2026-11-28T17:01:02.500Z'), 2_500)).toBe(718_354_105)
  })

  it('gives a slot to exactly one of 12 instances claiming it at once, then the next slot to one again', async () => {
    const instances = Array.from({ length: 12 }, (_, index) => `host-${index}:${1000 + index}`)
    const first = await Promise.all(instances.map((name) => claimJobSlot(testDb.db, 'race', 29_403_901, name)))
    expect(first.filter(Boolean)).toHaveLength(1)
    const second = await Promise.all(instances.map((name) => claimJobSlot(testDb.db, 'race', 29_403_902, name)))
    expect(second.filter(Boolean)).toHaveLength(1)
    const [row] = await testDb.db.select().from(jobSlots)
    expect(row).toMatchObject({ job: 'race', slot: 29_403_902, claimedBy: instances[second.indexOf(true)] })
  })

  it('refuses the slot already run and an earlier one; other jobs are claimed on their own', async () => {
    expect(await claimJobSlot(testDb.db, 'ordered', 705_693_625, 'a:1')).toBe(true)
    expect(await claimJobSlot(testDb.db, 'ordered', 705_693_625, 'b:2')).toBe(false)
    expect(await claimJobSlot(testDb.db, 'ordered', 705_693_624, 'b:2')).toBe(false)
    expect(await claimJobSlot(testDb.db, 'other', 705_693_625, 'b:2')).toBe(true)
  })

  it('runs each due job once when two instances tick the same minute, and a failing job does not stop the next', async () => {
    const runs: string[] = []
    const jobs: MinuteJob[] = [
      { name: 'tick-a', run: async () => { runs.push('a') } },
      { name: 'tick-broken', run: async () => { runs.push('broken'); throw new Error('boom') } },
      { name: 'tick-b', run: async () => { runs.push('b') } },
    ]
    const minute = new Date('2026-11-28T17:03:17.000Z')
    await Promise.all([runDueJobs(testDb.db, jobs, minute, 60_000), runDueJobs(testDb.db, jobs, new Date('2026-11-28T17:03:48.000Z'), 60_000)])
    expect(runs.sort()).toEqual(['a', 'b', 'broken'])
    // A failed run used its slot: the next minute tries again, not the same one.
    await runDueJobs(testDb.db, jobs, new Date('2026-11-28T17:03:59.000Z'), 60_000)
    expect(runs).toHaveLength(3)
    await runDueJobs(testDb.db, jobs, new Date('2026-11-28T17:04:00.000Z'), 60_000)
    expect(runs.slice(3).sort()).toEqual(['a', 'b', 'broken'])
  })
})
