import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, rootCauseMessage } from './availability'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('database availability', () => {
  it('recognises a refused connection inside the query wrapper of the driver', () => {
    const refused = new AggregateError([withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: refused })
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
    expect(rootCauseMessage(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432')
  })

  it('recognises shutdown and startup answers of PostgreSQL', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('leaves query errors alone: they are bugs or refusals, not an outage', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: withCode('relation "x" does not exist', '42P01') }))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
