import { describe, expect, it } from 'vitest'
import de from './messages/de.json'
import en from './messages/en.json'
import fr from './messages/fr.json'
import nl from './messages/nl.json'
import { LAST_RESORT_ERROR_TEXTS, lastResortLanguage } from './last-resort-error'
import { COMPLETE_LANGUAGES } from '@/config/storefronts/types'

const CATALOGUES = { nl, fr, en, de }

describe('the last-resort error page', () => {
  it('says what the catalogues say, in every catalogue language', () => {
    for (const language of COMPLETE_LANGUAGES) {
      const catalogue = CATALOGUES[language]
      expect(LAST_RESORT_ERROR_TEXTS[language], language).toEqual({ title: catalogue.errors.title, text: catalogue.errors.default, retry: catalogue.common.tryAgain })
    }
  })

  it('speaks the language of the address prefix, else the browser\'s, else English', () => {
    expect(lastResortLanguage('/fr/cartes-cadeaux/', ['nl-BE'])).toBe('fr')
    expect(lastResortLanguage('/de/', [])).toBe('de')
    expect(lastResortLanguage('/cadeaubonnen/', ['nl-BE', 'en'])).toBe('nl')
    // Spanish has no catalogue yet: the next browser language that has one.
    expect(lastResortLanguage('/es/', ['es-ES', 'fr-FR'])).toBe('fr')
    expect(lastResortLanguage('/', ['ja-JP'])).toBe('en')
    expect(lastResortLanguage('/', [])).toBe('en')
  })
})
