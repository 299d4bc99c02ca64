import { describe, expect, it } from 'vitest'
import { normalizeAddress, parseTrustedProxies, resolveClientAddress } from './client-address.mjs'

const none = parseTrustedProxies(undefined)

describe('the client address', () => {
  it('is the TCP peer by default, whatever x-forwarded-for claims', () => {
    expect(resolveClientAddress('203.0.113.7', '1.2.3.4', none)).toEqual({ address: '203.0.113.7', viaTrustedProxy: false })
    expect(resolveClientAddress('203.0.113.7', ['1.2.3.4', '5.6.7.8'], none)).toEqual({ address: '203.0.113.7', viaTrustedProxy: false })
    expect(resolveClientAddress('::ffff:203.0.113.7', undefined, none).address).toBe('203.0.113.7')
  })

  it('behind one proxy given as a hop count is the entry that proxy appended, not what the client wrote before it', () => {
    const one = parseTrustedProxies('1')
    expect(resolveClientAddress('10.0.0.2', '198.51.100.9', one)).toEqual({ address: '198.51.100.9', viaTrustedProxy: true })
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.9', one).address).toBe('198.51.100.9')
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.9', parseTrustedProxies('2')).address).toBe('7.7.7.7')
  })

  it('skips trusted hops of a CIDR list from the right and stops at the first untrusted one', () => {
    const list = parseTrustedProxies('10.0.0.0/8, fd00::/8')
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.9, 10.1.2.3', list)).toEqual({ address: '198.51.100.9', viaTrustedProxy: true })
    expect(resolveClientAddress('fd00::5', '2001:db8::7', list).address).toBe('2001:db8::7')
  })

  it('does not read x-forwarded-for from a peer outside the trusted list', () => {
    const list = parseTrustedProxies('10.0.0.0/8')
    expect(resolveClientAddress('203.0.113.7', '10.0.0.1', list)).toEqual({ address: '203.0.113.7', viaTrustedProxy: false })
  })

  it('ignores a malformed entry a client put in the chain and keeps the nearest good one', () => {
    const list = parseTrustedProxies('10.0.0.0/8')
    expect(resolveClientAddress('10.0.0.2', '198.51.100.9, not-an-ip', list).address).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', 'not-an-ip', parseTrustedProxies('1')).address).toBe('10.0.0.2')
  })

  it('trusts loopback by name and refuses a malformed TRUSTED_PROXIES instead of guessing', () => {
    const loopback = parseTrustedProxies('loopback')
    expect(resolveClientAddress('127.0.0.1', '198.51.100.9', loopback).address).toBe('198.51.100.9')
    expect(resolveClientAddress('::1', '198.51.100.9', loopback).address).toBe('198.51.100.9')
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/)
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8::1')
    expect(normalizeAddress('1.2.3')).toBeNull()
  })
})
