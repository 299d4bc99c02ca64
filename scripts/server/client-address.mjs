// Who is asking: the client address that rate limits count and whether a trusted proxy's headers
// (x-forwarded-for, the GeoIP country header) may be read. Plain JavaScript because the production
// server (shop-server.mjs) loads it before Next.js; its types are in client-address.d.mts.
//
// By default the client is the TCP peer: nothing the client sends can change it. An operator who runs
// the shop behind proxies sets TRUSTED_PROXIES, either a hop count ("1": one proxy in front) or a
// comma-separated list of addresses and CIDR ranges ("10.0.0.0/8,fd00::/8", "loopback" for 127.0.0.0/8
// and ::1). Only then is x-forwarded-for read, from the right, skipping trusted hops, so entries the
// client put at its left never decide anything.
import { BlockList, isIP } from 'node:net'

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
export function normalizeAddress(address) {
  if (typeof address !== 'string') return null
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1')
  const unmapped = trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
  return isIP(unmapped) ? unmapped : null
}

/** Parses TRUSTED_PROXIES; throws on a malformed entry, so a typo cannot silently trust everyone or no one. */
export function parseTrustedProxies(value) {
  const text = (value ?? '').trim()
  if (text === '') return { kind: 'none' }
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) }
  const list = new BlockList()
  for (const raw of text.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    if (raw === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address, prefix] = raw.split('/')
    const family = isIP(address ?? '')
    const bits = prefix === undefined ? null : Number(prefix)
    if (!family || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))) {
      throw new Error(`TRUSTED_PROXIES: "${raw}" is not an address, a CIDR range, "loopback" or a hop count`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === null) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return { kind: 'list', list }
}

const isTrusted = (trust, address) => trust.kind === 'list' && trust.list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')

/**
 * The client's address and whether the peer is a trusted proxy. `forwardedFor` is the raw
 * x-forwarded-for header (possibly several, joined by commas).
 */
export function resolveClientAddress(peerAddress, forwardedFor, trust) {
  const peer = normalizeAddress(peerAddress)
  if (peer === null) return { address: null, viaTrustedProxy: false }
  if (trust.kind === 'none') return { address: peer, viaTrustedProxy: false }
  const claimed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  const chain = [...claimed, peer]
  if (trust.kind === 'hops') {
    if (trust.hops === 0) return { address: peer, viaTrustedProxy: false }
    // Each trusted hop appended one entry; the one before them is the client. A malformed entry
    // there (only a client could have written it) stops the walk at the nearest good one.
    for (let index = chain.length - 1 - trust.hops, hop = trust.hops; hop >= 0; index += 1, hop -= 1) {
      const address = normalizeAddress(chain[Math.max(index, 0)])
      if (address !== null) return { address, viaTrustedProxy: true }
    }
    return { address: peer, viaTrustedProxy: true }
  }
  if (!isTrusted(trust, peer)) return { address: peer, viaTrustedProxy: false }
  let address = peer
  for (let index = chain.length - 2; index >= 0; index -= 1) {
    const next = normalizeAddress(chain[index])
    if (next === null) break
    address = next
    if (!isTrusted(trust, next)) break
  }
  return { address, viaTrustedProxy: true }
}
