import { describe, expect, it } from 'vitest'
import {
  type AdyenNotificationRequestItem,
  calculateNotificationHmac,
  isValidNotificationHmac,
  notificationSigningString,
} from './hmac'

// Example values from Adyen's official API libraries: the HMAC validator tests of
// adyen-node-api-library (src/__tests__/hmacValidator.spec.ts) and adyen-php-api-library
// (tests/Adyen/Util/HmacSignatureTest.php).
const NODE_LIBRARY_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00'
const NODE_LIBRARY_ITEM: AdyenNotificationRequestItem = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'CAPTURE',
  paymentMethod: 'VISA',
  reason: 'reason',
  success: 'true',
  additionalData: { hmacSignature: 'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=' },
}

const PHP_LIBRARY_ITEM: AdyenNotificationRequestItem = {
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
  additionalData: { hmacSignature: 'Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=' },
}

describe('Adyen webhook HMAC', () => {
  it('builds the documented signing string, empty fields included', () => {
    expect(notificationSigningString(NODE_LIBRARY_ITEM)).toBe('pspReference:originalReference:merchantAccount:reference:1000:EUR:CAPTURE:true')
    expect(notificationSigningString(PHP_LIBRARY_ITEM)).toBe('7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true')
  })

  it("reproduces the signatures of Adyen's library tests", () => {
    expect(calculateNotificationHmac(NODE_LIBRARY_ITEM, NODE_LIBRARY_KEY)).toBe('xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=')
    expect(isValidNotificationHmac(NODE_LIBRARY_ITEM, NODE_LIBRARY_KEY)).toBe(true)
    expect(isValidNotificationHmac(PHP_LIBRARY_ITEM, NODE_LIBRARY_KEY)).toBe(true)
    // Lower-case hex is the same key.
    expect(isValidNotificationHmac(PHP_LIBRARY_ITEM, NODE_LIBRARY_KEY.toLowerCase())).toBe(true)
  })

  it('signs a zero amount as 0 (refund example of the PHP library)', () => {
    const refund: AdyenNotificationRequestItem = { ...PHP_LIBRARY_ITEM, amount: { value: 0, currency: 'EUR' }, eventCode: 'REFUND', additionalData: {} }
    expect(calculateNotificationHmac(refund, '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056')).toBe(
      'J7HhsgZo5KwqdB7LFZJV6rfQgp+RqC2kuYyw/3x3w+8=',
    )
  })

  it('rejects a tampered copy', () => {
    const changedAmount = { ...NODE_LIBRARY_ITEM, amount: { currency: 'EUR', value: 100000 } }
    const changedSuccess = { ...NODE_LIBRARY_ITEM, success: 'false' }
    const changedReference = { ...PHP_LIBRARY_ITEM, merchantReference: 'TestPayment-other' }
    expect(isValidNotificationHmac(changedAmount, NODE_LIBRARY_KEY)).toBe(false)
    expect(isValidNotificationHmac(changedSuccess, NODE_LIBRARY_KEY)).toBe(false)
    expect(isValidNotificationHmac(changedReference, NODE_LIBRARY_KEY)).toBe(false)
  })

  it('rejects a wrong key, a missing or malformed signature and a key that is not hex', () => {
    expect(isValidNotificationHmac(NODE_LIBRARY_ITEM, '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056')).toBe(false)
    expect(isValidNotificationHmac({ ...NODE_LIBRARY_ITEM, additionalData: {} }, NODE_LIBRARY_KEY)).toBe(false)
    expect(isValidNotificationHmac({ ...NODE_LIBRARY_ITEM, additionalData: undefined }, NODE_LIBRARY_KEY)).toBe(false)
    expect(isValidNotificationHmac({ ...NODE_LIBRARY_ITEM, additionalData: { hmacSignature: 'notValidSign' } }, NODE_LIBRARY_KEY)).toBe(false)
    expect(isValidNotificationHmac(NODE_LIBRARY_ITEM, 'not-a-hex-key')).toBe(false)
    expect(isValidNotificationHmac(NODE_LIBRARY_ITEM, '')).toBe(false)
    expect(() => calculateNotificationHmac(NODE_LIBRARY_ITEM, 'xyz')).toThrow(/hexadecimal/)
  })
})
