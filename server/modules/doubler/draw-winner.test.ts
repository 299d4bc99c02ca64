import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { deriveWinner, entriesDigest, winnerIndex } from './draw-winner'

const SEED = '00'.repeat(31) + '2a'
const IDS = ['c3b0a2de-0000-4000-8000-000000000003', '0aa1b2c3-0000-4000-8000-000000000001', '7f00ee11-0000-4000-8000-000000000002']

describe('the doubler draw', () => {
  it('digests the sorted entry ids, whatever order they come in', () => {
    const sorted = [...IDS].sort()
    const expected = createHash('sha256').update(sorted.join('\n')).digest('hex')
    expect(entriesDigest(IDS)).toBe(expected)
    expect(entriesDigest([...IDS].reverse())).toBe(expected)
  })

  it('picks the entry at HMAC-SHA256(seed, digest) mod count, so anyone can re-derive it', () => {
    const sorted = [...IDS].sort()
    const digest = entriesDigest(IDS)
    const mac = createHmac('sha256', Buffer.from(SEED, 'hex')).update(Buffer.from(digest, 'hex')).digest('hex')
    const index = Number(BigInt(`0x${mac}`) % 3n)
    expect(winnerIndex(SEED, digest, 3)).toBe(index)
    expect(deriveWinner(SEED, IDS)).toEqual({ digest, winnerId: sorted[index] })
  })

  it('has no winner without entries', () => {
    expect(deriveWinner(SEED, [])).toEqual({ digest: createHash('sha256').update('').digest('hex'), winnerId: null })
    expect(() => winnerIndex(SEED, entriesDigest([]), 0)).toThrow(RangeError)
  })

  it('always picks one of the entries, the same one for the same seed and entries', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 40 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (ids, seedBytes) => {
      const seed = Buffer.from(seedBytes).toString('hex')
      const { winnerId } = deriveWinner(seed, ids)
      expect(ids.map((id) => id.toLowerCase())).toContain(winnerId)
      expect(deriveWinner(seed, [...ids].reverse()).winnerId).toBe(winnerId)
    }))
  })
})
