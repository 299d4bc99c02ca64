import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_GRAPHQL_BODY_LIMIT } from '@/server/graphql/body-limit'

const conf = readFileSync(path.join(import.meta.dirname, 'giftcard-shop.conf'), 'utf8')
  .split('\n').map((line) => line.replace(/#.*$/, '').trim()).filter(Boolean).join('\n')

/** The value of every `name …;` directive outside comments. */
const directives = (name: string) => [...conf.matchAll(new RegExp(`^${name}\\s+([^;]+);$`, 'gm'))].map((match) => match[1])

describe('the nginx configuration shipped for the shop', () => {
  it('tells the app what scripts/server/client-address.mjs reads: X-Forwarded-For appended, the scheme and the host', () => {
    const headers = directives('proxy_set_header')
    expect(headers).toContain('X-Forwarded-For $proxy_add_x_forwarded_for')
    expect(headers).toContain('X-Forwarded-Proto $scheme')
    expect(headers).toContain('Host $host')
  })

  it('overwrites the other headers that name a client, and the default GeoIP country header, so a client cannot send its own', () => {
    const headers = directives('proxy_set_header')
    for (const name of ['X-Real-IP', 'Forwarded', 'X-Client-Country']) expect(headers).toContain(`${name} ""`)
  })

  it('keeps connections to the instances, closing them before the app does (65 s)', () => {
    expect(directives('keepalive')).toEqual(['64'])
    expect(directives('proxy_http_version')).toEqual(['1.1'])
    expect(directives('proxy_set_header')).toContain('Connection ""')
    // The upstream's and the clients' idle time, both under the app's keepAliveTimeout.
    expect(directives('keepalive_timeout')).toEqual(['60s', '60s'])
  })

  it('lets a body through up to the API limit with a margin', () => {
    const [size] = directives('client_max_body_size')
    expect(size).toBe('128k')
    expect(128 * 1024).toBeGreaterThan(DEFAULT_GRAPHQL_BODY_LIMIT)
  })
})
