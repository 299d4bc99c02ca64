import { isIP } from 'node:net'

/**
 * The key a client address counts under in per-address rate limits. An IPv6 subscriber is handed a
 * whole network (a /64 at least, RFC 6177) and can pick a fresh address in it for every request, so
 * IPv6 addresses count by their network prefix: RATE_LIMIT_IPV6_PREFIX bits, 64 by default (48 or 56
 * for providers that hand out larger networks, 128 to count single addresses again). IPv4 addresses,
 * also when written IPv4-mapped (::ffff:192.0.2.1), count one by one. Anything else (no address was
 * resolved) is its own key.
 */
export function rateLimitAddress(address: string, prefixLength = ipv6PrefixLength()): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  if (isIP(bare) === 4) return bare
  if (isIP(bare) !== 6) return address
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  const masked = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefixLength - index * 16))
    return group & ((0xffff << (16 - bits)) & 0xffff)
  })
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefixLength}`
}

const DEFAULT_IPV6_PREFIX = 64

/** RATE_LIMIT_IPV6_PREFIX as a prefix length (1 to 128); unset or anything else is the default, 64. */
export function ipv6PrefixLength(env: Record<string, string | undefined> = process.env): number {
  const text = env.RATE_LIMIT_IPV6_PREFIX?.trim() ?? ''
  const value = Number(text)
  return /^\d+$/.test(text) && value >= 1 && value <= 128 ? value : DEFAULT_IPV6_PREFIX
}

/** The eight 16-bit groups of a valid IPv6 address (isIP checked it), '::' and a trailing IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parts = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  if (tail === undefined) return parts(head)
  const left = parts(head)
  const right = parts(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
