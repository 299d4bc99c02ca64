import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs } from '@/tests/helpers/capture-logs'
import { loggerFor } from './logger'
import { withLogContext } from './request-context'

describe('the logger', () => {
  let logs: ReturnType<typeof captureLogs> | null = null
  afterEach(() => logs?.restore())

  it('writes one JSON line with the request\'s context and without secret fields, whatever the caller passed', () => {
    logs = captureLogs('info')
    withLogContext({ requestId: 'req-7', route: 'graphql', storefront: 'CBBE' }, () => {
      loggerFor('cart').info({ input: { pin: '123456', amount: 17.35 }, sessionToken: 'secret-token', cards: 3 }, 'basket changed')
    })
    const [line, ...more] = logs.lines()
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: 'info', component: 'cart', msg: 'basket changed', requestId: 'req-7', route: 'graphql', storefront: 'CBBE', cards: 3, input: { amount: 17.35 } })
    expect(line).not.toHaveProperty('sessionToken')
    expect(logs.raw.join('')).not.toMatch(/123456|secret-token/)
  })
})
