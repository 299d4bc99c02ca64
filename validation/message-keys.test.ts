import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { CARD_MESSAGES } from './payment-card'
import { GENERIC_MESSAGES } from './generic'
import { NOTE_MESSAGES } from './personal-note'
import { PHONE_MESSAGES } from './phone'

/** Every message key the validation modules (apart from account and price) can produce. */
const KEYS = [
  ...Object.values(GENERIC_MESSAGES), ...Object.values(PHONE_MESSAGES), ...Object.values(CARD_MESSAGES), ...Object.values(NOTE_MESSAGES),
  'required', 'tooLong', 'firstNameRequired', 'lastNameRequired', 'companyNameRequired', 'emailRequired', 'emailInvalid',
  'confirmEmailRequired', 'confirmEmailMismatch', 'streetRequired', 'streetTooShort', 'houseNumberRequired', 'houseNumberInvalid',
  'postcodeRequired', 'postcodeInvalid', 'cityRequired', 'countryRequired', 'vatRequired', 'vatInvalid',
  'companyRegistrationRequired', 'referenceRequired',
]

describe('validation message keys', () => {
  for (const [language, messages] of Object.entries({ en, nl, fr, de })) {
    it(`exist in ${language}`, () => {
      const validation = (messages as { validation: Record<string, string> }).validation
      for (const key of KEYS) expect(validation[key], `${language} validation.${key}`).toBeTypeOf('string')
    })
  }
})
