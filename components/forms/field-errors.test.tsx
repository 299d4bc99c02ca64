// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { SERVER_ERROR, useFieldErrorText, type FieldErrorTextOptions } from './field-errors'
import type { ValidationFieldError } from './field-resolver'

const messages = {
  validation: {
    tooLong: '{max, plural, one {Use at most # character} other {Use at most # characters}}',
    priceRange: 'Please choose an amount between {min} and {max}',
    countryRequired: 'Country is a required field',
  },
  business: { validation: { businessAmountRange: 'Choose an amount per card between {min} and {max} {currency}' } },
  chrome: { storeSwitch: { countryRequired: 'Choose your country' } },
}

/** The hook on a Dutch page. */
function errorTextHook(options?: FieldErrorTextOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => <NextIntlClientProvider locale="nl" messages={messages}>{children}</NextIntlClientProvider>
  return renderHook(() => useFieldErrorText(options), { wrapper }).result.current
}

const validationError = (message: string, values?: ValidationFieldError['values']): ValidationFieldError => ({ type: 'test', message, values })

describe('useFieldErrorText', () => {
  it('fills a message with the bounds its rule carried', () => {
    const text = errorTextHook()
    expect(text(validationError('tooLong', { max: 50 }))).toBe('Use at most 50 characters')
    expect(text(validationError('tooLong', { max: 1 }))).toBe('Use at most 1 character')
  })

  it('formats money bounds in the given locale, else in the page language', () => {
    const range = validationError('priceRange', { min: { currency: 'EUR', value: 10 }, max: { currency: 'EUR', value: 1250 } })
    expect(errorTextHook({ locale: 'fr-BE' })(range)).toBe('Please choose an amount between 10\u00a0€ and 1\u202f250\u00a0€')
    expect(errorTextHook()(range)).toBe('Please choose an amount between €\u00a010 and €\u00a01.250')
  })

  it('looks in the form\'s own namespaces first, then in validation', () => {
    expect(errorTextHook({ namespaces: ['business.validation'] })(validationError('businessAmountRange', { min: 50, max: 2000, currency: 'PLN' })))
      .toBe('Choose an amount per card between 50 and 2000 PLN')
    expect(errorTextHook({ namespaces: ['chrome.storeSwitch'] })(validationError('countryRequired'))).toBe('Choose your country')
    expect(errorTextHook()(validationError('countryRequired'))).toBe('Country is a required field')
  })

  it('lets values the form adds win, keeps a server error\'s text and shows an unknown key as it is', () => {
    const text = errorTextHook()
    expect(text(validationError('tooLong', { max: 50 }), { max: 20 })).toBe('Use at most 20 characters')
    expect(text({ type: SERVER_ERROR, message: 'Dit e-mailadres is al geregistreerd.' })).toBe('Dit e-mailadres is al geregistreerd.')
    expect(text(validationError('noSuchRule'))).toBe('noSuchRule')
    expect(text(undefined)).toBeNull()
    expect(text({ type: 'required' })).toBeNull()
  })
})
