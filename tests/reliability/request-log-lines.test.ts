/**
 * docs/operations.md "Logs" on a production server: every line written while one request is served
 * carries that request's id, so an operator can follow it. The unit tests load the logger and the route
 * handlers as one module graph; only a production build bundles them apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, jsonLogLines, sleep, startApp, workDir, type AppServer, type Database } from './support/servers'
import { CSRF, OPS, USER_DATA } from './support/shopper'
import { digitalVariation } from './support/db-checks'

interface LogLine { msg?: string; requestId?: string; route?: string; storefront?: string; operation?: string; graphql?: string; outcome?: string; status?: number }

describe('request log lines on a production server', () => {
  let database: Database
  let app: AppServer
  const dir = workDir('request-logs')

  beforeAll(async () => {
    database = await createDatabase()
    app = await startApp({ name: 'logs', databaseUrl: database.url, dir })
  })
  afterAll(async () => {
    await app?.stop()
    await database?.drop()
  })

  /** The lines holding `requestId`, once `expected` of them are written (the access line comes last). */
  async function linesOf(requestId: string, expected: number): Promise<LogLine[]> {
    let lines: LogLine[] = []
    for (let attempt = 0; attempt < 50 && lines.length < expected; attempt++) {
      if (attempt > 0) await sleep(100)
      lines = jsonLogLines<LogLine>(app.logFile).filter((line) => line.requestId === requestId)
    }
    return lines
  }

  it('gives a GraphQL request\'s access, handler and operation lines its id, route, storefront and operation', async () => {
    const digital = await digitalVariation(database.pool)
    const requestId = `trace-graphql-${Date.now()}`
    const response = await fetch(`${app.origin}/api/graphql/`, {
      method: 'POST',
      // The headers the shop's own client sends with every call (graphql/shopper.ts).
      headers: { 'content-type': 'application/json', host: `cbbe.localhost:${app.port}`, 'x-store': 'CBBE', 'x-language': 'nl', 'x-request-id': requestId, ...CSRF },
      body: JSON.stringify({ query: OPS.add.replace(/^mutation /, 'mutation AddCard '), operationName: 'AddCard', variables: { userData: USER_DATA, input: { variationId: digital.id, amount: digital.amount, quantity: 1 } } }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe(requestId)

    const lines = await linesOf(requestId, 3)
    expect(lines.map((line) => line.msg).sort()).toEqual(['operation done', 'request answered', 'request handled'])
    expect(lines.find((line) => line.msg === 'operation done')).toMatchObject({
      requestId, route: 'graphql', storefront: 'CBBE', operation: 'AddCard', graphql: 'mutation:addToCart', outcome: 'ok',
    })
    expect(lines.find((line) => line.msg === 'request handled')).toMatchObject({ requestId, route: 'graphql', storefront: 'CBBE', status: 200 })
    expect(lines.find((line) => line.msg === 'request answered')).toMatchObject({ requestId, route: 'api:graphql', status: 200 })
  })

  it('gives another route handler\'s line the request\'s id and route', async () => {
    const requestId = `trace-revalidate-${Date.now()}`
    const response = await fetch(`${app.origin}/api/revalidate/`, { method: 'POST', headers: { host: `cbbe.localhost:${app.port}`, 'x-request-id': requestId } })
    expect(response.headers.get('x-request-id')).toBe(requestId)

    const lines = await linesOf(requestId, 2)
    expect(lines.map((line) => line.msg).sort()).toEqual(['request answered', 'request handled'])
    expect(lines.find((line) => line.msg === 'request handled')).toMatchObject({ requestId, route: 'revalidate', status: response.status })
  })
})
