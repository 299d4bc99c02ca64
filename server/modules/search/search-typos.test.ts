import { describe, expect, it } from 'vitest'
import { closestPhrase, closestTitle, correctionsFor, editDistance, exactCandidates, foldedWords, isTypoOf, titleVocabulary } from './search-typos'

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('kasteel', 'kasteel', 2)).toBe(0)
    expect(editDistance('kasteal', 'kasteel', 2)).toBe(1)
    expect(editDistance('bolwing', 'bowling', 2)).toBe(1)
    expect(editDistance('vulkanno', 'vulcano', 2)).toBe(2)
    expect(editDistance('pome', 'pomme', 2)).toBe(1)
  })

  it('stops at max + 1', () => {
    expect(editDistance('bawlimk', 'bowling', 2)).toBe(3)
    expect(editDistance('bawlimk', 'bowling', 3)).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})

describe('isTypoOf', () => {
  it('forgives two edits from 6 letters, one from 4, only a swap in 3', () => {
    expect(isTypoOf('vulkanno', 'vulcano')).toBe(true)
    expect(isTypoOf('bawlimk', 'bowling')).toBe(false)
    expect(isTypoOf('pome', 'pomme')).toBe(true)
    expect(isTypoOf('pomo', 'pomme')).toBe(false)
    expect(isTypoOf('sap', 'spa')).toBe(true)
    expect(isTypoOf('spx', 'spa')).toBe(false)
    expect(isTypoOf('spa', 'spa')).toBe(false)
  })
})

describe('correctionsFor', () => {
  const vocabulary = new Set(['kasteel', 'spa', 'kometa', 'bowling', 'cadeaubon', 'cadeaubonnen'])

  it('corrects unknown words to catalogue words, keeps known ones, adds the words they inflect', () => {
    expect(correctionsFor(['kasteal', 'sap'], vocabulary)).toEqual([['kasteel'], ['spa']])
    expect(correctionsFor(['bowling', 'xyzzyx'], vocabulary)).toEqual([[], []])
    expect(correctionsFor(['cadeaubonnen'], vocabulary)).toEqual([['cadeaubon']])
  })
})

describe('suggestions', () => {
  const titles = ['Kasteel Spa cadeaubon', 'Kometa Bowling cadeaubon', 'Crème Brûlée cadeaubon']
  const vocabulary = titleVocabulary(titles)

  it('keeps the displayed spelling of each folded catalogue word', () => {
    expect(vocabulary.get('creme')).toBe('Crème')
    expect(foldedWords('Crème BRÛLÉE!')).toEqual(['creme', 'brulee'])
  })

  it('replaces every word by its closest catalogue word with one edit more than the search forgives', () => {
    expect(closestPhrase(['bawlimk'], vocabulary)).toBe('Bowling')
    expect(closestPhrase(['kastaaal', 'spx'], vocabulary)).toBe('Kasteel Spa')
    expect(closestPhrase(['bawlimk', 'zzzzzz'], vocabulary)).toBeNull()
  })

  it('falls back to the title sharing the most nearly equal words', () => {
    expect(closestTitle(['kastaaal', 'zzzzzz'], titles)).toBe('Kasteel Spa cadeaubon')
    expect(closestTitle(['zzzzzz'], titles)).toBeNull()
  })
})

describe('exactCandidates', () => {
  it('lists the shorter words an input word may inflect (4 letters or more, up to 3 letters less)', () => {
    expect(exactCandidates('cadeaubonnen')).toEqual(['cadeaubon', 'cadeaubonn', 'cadeaubonne'])
    expect(exactCandidates('spaas')).toEqual(['spaa'])
    expect(exactCandidates('pome')).toEqual([])
  })

  it('lists the swaps of a 3-letter word, which share no trigram with it when the first two letters swap', () => {
    expect(exactCandidates('psa')).toEqual(['spa', 'pas'])
    expect(exactCandidates('saa')).toEqual(['asa'])
    expect(exactCandidates('ab')).toEqual([])
  })
})
