import { describe, expect, it } from 'vitest'
import { ipv6PrefixLength, rateLimitAddress } from './rate-limit-address'

describe('rateLimitAddress', () => {
  it('counts an IPv6 address by its /64: the rest is the subscriber\'s to pick freely', () => {
    expect(rateLimitAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334', 64)).toBe('2001:db8:85a3:0:0:0:0:0/64')
    expect(rateLimitAddress('2001:db8:85a3::8a2e:370:7334', 64)).toBe('2001:db8:85a3:0:0:0:0:0/64')
    expect(rateLimitAddress('2001:db8:85a3:0:ffff:ffff:ffff:ffff', 64)).toBe('2001:db8:85a3:0:0:0:0:0/64')
    expect(rateLimitAddress('2001:DB8:85A3::1', 64)).toBe('2001:db8:85a3:0:0:0:0:0/64')
  })

  it('gives other /64s their own key', () => {
    expect(rateLimitAddress('2001:db8:85a3:1::1', 64)).toBe('2001:db8:85a3:1:0:0:0:0/64')
    expect(rateLimitAddress('::1', 64)).toBe('0:0:0:0:0:0:0:0/64')
    expect(rateLimitAddress('fe80::1%eth0', 64)).toBe('fe80:0:0:0:0:0:0:0/64')
  })

  it('takes the configured prefix, also one that cuts a group', () => {
    expect(rateLimitAddress('2001:db8:85a3:1234::1', 48)).toBe('2001:db8:85a3:0:0:0:0:0/48')
    expect(rateLimitAddress('2001:db8:85a3:1234::1', 56)).toBe('2001:db8:85a3:1200:0:0:0:0/56')
    expect(rateLimitAddress('2001:db8::1', 128)).toBe('2001:db8:0:0:0:0:0:1/128')
  })

  it('keeps IPv4 addresses whole, also written as IPv4-mapped IPv6', () => {
    expect(rateLimitAddress('192.0.2.17', 64)).toBe('192.0.2.17')
    expect(rateLimitAddress('::ffff:192.0.2.17', 64)).toBe('192.0.2.17')
    expect(rateLimitAddress('::FFFF:c000:0211', 64)).toBe('192.0.2.17')
    expect(rateLimitAddress('0:0:0:0:0:ffff:192.0.2.17', 64)).toBe('192.0.2.17')
  })

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitAddress('unresolved', 64)).toBe('unresolved')
    expect(rateLimitAddress('', 64)).toBe('')
  })
})

describe('ipv6PrefixLength', () => {
  it('reads RATE_LIMIT_IPV6_PREFIX, 64 when unset or not a prefix length', () => {
    expect(ipv6PrefixLength({})).toBe(64)
    expect(ipv6PrefixLength({ RATE_LIMIT_IPV6_PREFIX: '56' })).toBe(56)
    expect(ipv6PrefixLength({ RATE_LIMIT_IPV6_PREFIX: '128' })).toBe(128)
    for (const bad of ['0', '129', '64.5', 'abc', '']) expect(ipv6PrefixLength({ RATE_LIMIT_IPV6_PREFIX: bad })).toBe(64)
  })
})
