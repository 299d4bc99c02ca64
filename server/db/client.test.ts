import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client'

describe('openDatabase', () => {
  const phase = process.env.NEXT_PHASE
  afterEach(() => {
    if (phase === undefined) delete process.env.NEXT_PHASE
    else process.env.NEXT_PHASE = phase
  })

  it('never opens the database during next build', async () => {
    process.env.NEXT_PHASE = 'phase-production-build'
    await expect(openDatabase()).rejects.toThrow(/not available during `next build`/)
  })
})
