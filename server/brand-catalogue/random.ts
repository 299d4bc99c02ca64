/**
 * A small seeded PRNG for the seed data. Pure (no Node imports, no `server-only`): brands.ts uses it
 * and the card-art route imports brands.ts. Never use Math.random or the clock in seed code: the same
 * code must produce byte-identical data on every run.
 */

/** 32-bit FNV-1a hash of a string: turns a seed label such as `CBBE:locations` into a PRNG seed. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: tiny, fast and good enough for test data; returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** A shuffled copy (Fisher–Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct elements (all of them, shuffled, when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[]
}

/** A PRNG seeded by a label: independent streams per purpose keep data stable when other parts change. */
export function createRng(seed: string | number): Rng {
  const next = mulberry32(typeof seed === 'number' ? seed : hashString(seed))
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const rng: Rng = {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        const a = copy[i] as T
        copy[i] = copy[j] as T
        copy[j] = a
      }
      return copy
    },
    sample<T>(items: readonly T[], count: number): T[] {
      return rng.shuffle(items).slice(0, Math.max(0, count))
    },
  }
  return rng
}
