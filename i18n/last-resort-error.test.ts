import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LAST_RESORT_ERROR_TEXTS, lastResortLanguage } from './last-resort-error'
import { COMPLETE_LANGUAGES } from '@/config/storefronts/types'
import type { Messages } from './messages'

const catalogue = (language: string): Messages => JSON.parse(readFileSync(path.join(__dirname, 'messages', `${language}.json`), 'utf8')) as Messages

describe('the last-resort error page', () => {
  it('says what the catalogues say, in every catalogue language', () => {
    for (const language of COMPLETE_LANGUAGES) {
      const { errors, common } = catalogue(language)
      expect(LAST_RESORT_ERROR_TEXTS[language], language).toEqual({ title: errors.title, text: errors.default, retry: common.tryAgain })
    }
  })

  it('speaks the language of the address prefix, else the browser\'s, else English', () => {
    expect(lastResortLanguage('/fr/cartes-cadeaux/', ['nl-BE'])).toBe('fr')
    expect(lastResortLanguage('/de/', [])).toBe('de')
    expect(lastResortLanguage('/cadeaubonnen/', ['nl-BE', 'en'])).toBe('nl')
    expect(lastResortLanguage('/it/', ['de-CH'])).toBe('it')
    expect(lastResortLanguage('/', ['pl-PL', 'en'])).toBe('pl')
    expect(lastResortLanguage('/', ['ja-JP'])).toBe('en')
    expect(lastResortLanguage('/', [])).toBe('en')
  })
})
