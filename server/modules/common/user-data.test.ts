import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { resolveUserData } from './user-data'

describe('resolveUserData', () => {
  it('accepts the Belgian store 49 in nl and fr', () => {
    for (const language of ['nl', 'fr']) {
      const result = resolveUserData({ language, storeID: 49, countryCode: 'be' })
      expect(result).toMatchObject({ ok: true, value: { language, countryCode: 'BE', redeemToken: null } })
      if (result.ok) expect(result.value.storefront.code).toBe('CBBE')
    }
  })

  it.each([
    [{ language: 'nl', storeID: 123456, countryCode: 'BE' }, ERROR_CODES.UNKNOWN_STOREFRONT, 'userData.storeID'],
    [{ language: 'de', storeID: 49, countryCode: 'BE' }, ERROR_CODES.UNSUPPORTED_LANGUAGE, 'userData.language'],
    [{ language: 'nl', storeID: 49, countryCode: 'Belgium' }, ERROR_CODES.INVALID_INPUT, 'userData.countryCode'],
  ])('refuses %o with %i at %s', (userData, code, parameter) => {
    expect(resolveUserData(userData)).toEqual({ ok: false, errors: [{ code, parameter, values: undefined }] })
  })
})
