import { createHash, createHmac } from 'node:crypto'

/**
 * The verifiable part of the draw. Anyone holding the draw row (seed, digest, count) and the list
 * of entry ids can re-derive the winner:
 *   digest = SHA-256 of the entry ids, sorted ascending (lower-case UUID text), joined by '\n'
 *   index  = HMAC-SHA256(key = seed bytes, message = digest bytes), read as an unsigned big-endian
 *            integer, modulo the number of entries
 *   winner = the entry at that index of the sorted ids
 * Seed and digest are stored as lower-case hex. The seed is drawn after the entries are closed, so
 * nobody can choose an entry that wins; the digest shows afterwards which entries took part.
 */
export const sortEntryIds = (ids: readonly string[]): string[] => [...ids].map((id) => id.toLowerCase()).sort()

export function entriesDigest(ids: readonly string[]): string {
  return createHash('sha256').update(sortEntryIds(ids).join('\n')).digest('hex')
}

export function winnerIndex(seedHex: string, digestHex: string, count: number): number {
  if (!Number.isInteger(count) || count <= 0) throw new RangeError('a draw needs at least one entry')
  const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(Buffer.from(digestHex, 'hex')).digest('hex')
  return Number(BigInt(`0x${mac}`) % BigInt(count))
}

/** The winning entry id, or null without entries. */
export function deriveWinner(seedHex: string, ids: readonly string[]): { digest: string; winnerId: string | null } {
  const sorted = sortEntryIds(ids)
  const digest = entriesDigest(sorted)
  return { digest, winnerId: sorted.length === 0 ? null : sorted[winnerIndex(seedHex, digest, sorted.length)]! }
}
