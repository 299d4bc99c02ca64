import type { BlockList } from 'node:net'

export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList }
export interface ClientAddress {
  address: string | null
  viaTrustedProxy: boolean
}
export function normalizeAddress(address: unknown): string | null
export function parseTrustedProxies(value: string | undefined): TrustedProxies
export function resolveClientAddress(peerAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustedProxies): ClientAddress
