import { describe, expect, it, vi } from 'vitest'
import { preparedPerDb } from './prepared'
import type { Db } from './types'

describe('preparedPerDb', () => {
  it('builds a query once per database handle, and separately for another handle (a transaction)', () => {
    const build = vi.fn((db: Db) => ({ builtFor: db }))
    const query = preparedPerDb(build)
    const db = {} as Db
    const transaction = {} as Db
    const first = query(db)
    expect(query(db)).toBe(first)
    expect(first.builtFor).toBe(db)
    expect(query(transaction).builtFor).toBe(transaction)
    expect(query(transaction)).not.toBe(first)
    expect(build).toHaveBeenCalledTimes(2)
  })
})
