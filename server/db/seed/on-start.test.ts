import { describe, expect, it } from 'vitest'
import type { Db } from '../types'
import { seedOnStart } from './on-start'

describe('seedOnStart', () => {
  it('leaves the database alone when SEED_ON_START is false', async () => {
    // Not a database: with the seed switched off nothing may be asked of it.
    expect(await seedOnStart({} as Db, { SEED_ON_START: 'false' })).toBe(false)
  })
})
