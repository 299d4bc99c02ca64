/**
 * Typo tolerance against the catalogue's own words. The database hands over the few catalogue words
 * near the input (a trigram index over the title words, docs/performance.md "Queries at scale"); the
 * edit distances here decide which of them are typos, which a trigram score cannot say exactly.
 * Pure functions: no database, no server-only import, so they are unit-tested directly.
 */

/** Lower case without accents: "Crème" and "creme" are the same catalogue word. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The runs of letters and digits of a text, folded. */
export function foldedWords(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * Edits forgiven in a word of this many letters: two from 6 letters, one from 4; a shorter word only
 * when its letters are merely swapped ("sap" for "spa"), since one edit of a 3-letter word reaches
 * too many unrelated words.
 */
export function allowedEdits(length: number): number {
  return length >= 6 ? 2 : length >= 4 ? 1 : 0
}

/**
 * Optimal-string-alignment distance (Levenshtein plus swaps of adjacent letters, the most common
 * typing slip), or `max + 1` as soon as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[y.length]!, max + 1)
}

/** Whether `typo` is a forgiven misspelling of the catalogue word `word` (not the word itself). */
export function isTypoOf(typo: string, word: string): boolean {
  if (typo === word) return false
  const length = [...typo].length
  const max = Math.max(allowedEdits(length), length >= 3 ? 1 : 0)
  const distance = editDistance(typo, word, max)
  if (distance > max) return false
  return allowedEdits(length) >= distance || isSwap(typo, word)
}

/** "sap" / "spa": same length, exactly one pair of neighbouring letters exchanged. */
function isSwap(a: string, b: string): boolean {
  const x = [...a]
  const y = [...b]
  if (x.length !== y.length) return false
  const diff = x.flatMap((char, index) => (char === y[index] ? [] : [index]))
  return diff.length === 2 && diff[1] === diff[0]! + 1 && x[diff[0]!] === y[diff[1]!] && x[diff[1]!] === y[diff[0]!]
}

/** A catalogue word counts as an inflection of a longer input word it starts ("cadeaubonnen", "cadeaubon"). */
export const MAX_INFLECTION_LETTERS = 3
const MIN_INFLECTED_WORD = 4

/**
 * The catalogue words each input word may have meant: the ones it is a typo of (only when the word is
 * not itself a catalogue word, so correct input is not widened) and the shorter ones it inflects,
 * which the stemmer does not always reduce it to (Dutch "cadeaubonnen" stays "cadeaubonn").
 */
export function correctionsFor(words: readonly string[], vocabulary: ReadonlySet<string>): string[][] {
  return words.map((word) => [...vocabulary].filter((candidate) =>
    isInflectionOf(word, candidate) || (!vocabulary.has(word) && isTypoOf(word, candidate))))
}

/**
 * The catalogue words a (folded) input word may stand for that trigrams cannot find, looked up exactly:
 * the shorter words it inflects, and for a 3-letter word its swaps ("psa" shares no trigram with "spa").
 */
export function exactCandidates(word: string): string[] {
  const letters = [...word]
  const stems = []
  for (let length = Math.max(MIN_INFLECTED_WORD, letters.length - MAX_INFLECTION_LETTERS); length < letters.length; length++) {
    stems.push(letters.slice(0, length).join(''))
  }
  const swaps = letters.length === 3
    ? [[letters[1], letters[0], letters[2]], [letters[0], letters[2], letters[1]]].map((swapped) => swapped.join(''))
    : []
  return [...stems, ...swaps.filter((swap) => swap !== word)]
}

function isInflectionOf(word: string, candidate: string): boolean {
  const extra = [...word].length - [...candidate].length
  return extra > 0 && extra <= MAX_INFLECTION_LETTERS && [...candidate].length >= MIN_INFLECTED_WORD && word.startsWith(candidate)
}

/** The catalogue's words in their displayed form (first spelling seen; pass titles most popular first). */
export function titleVocabulary(titles: readonly string[]): Map<string, string> {
  const words = new Map<string, string>()
  for (const title of titles) {
    for (const shown of title.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
      const key = fold(shown)
      if (!words.has(key)) words.set(key, shown)
    }
  }
  return words
}

/**
 * "Did you mean": each input word replaced by its closest catalogue word, allowing one edit more than
 * the search forgives (the search already tried those); null when some word has no such neighbour.
 * Ties go to the word seen first, i.e. in the most popular title.
 */
export function closestPhrase(words: readonly string[], vocabulary: ReadonlyMap<string, string>): string | null {
  const phrase: string[] = []
  for (const word of words) {
    const max = allowedEdits([...word].length) + 1
    let best: { shown: string; distance: number } | null = null
    for (const [key, shown] of vocabulary) {
      const distance = editDistance(word, key, max)
      if (distance <= max && (best === null || distance < best.distance)) best = { shown, distance }
    }
    if (best === null) return null
    phrase.push(best.shown)
  }
  return phrase.length ? phrase.join(' ') : null
}

/**
 * The title with the most input words at most one edit more than forgiven away from one of its words
 * (the first such title on a tie: pass titles most popular first); null when no word comes close.
 */
export function closestTitle(words: readonly string[], titles: readonly string[]): string | null {
  let best: { title: string; count: number } | null = null
  for (const title of titles) {
    const titleWords = foldedWords(title)
    const count = words.filter((word) => {
      const max = allowedEdits([...word].length) + 1
      return titleWords.some((titleWord) => editDistance(word, titleWord, max) <= max)
    }).length
    if (count > 0 && (best === null || count > best.count)) best = { title, count }
  }
  return best?.title ?? null
}
