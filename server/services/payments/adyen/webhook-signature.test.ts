import { describe, expect, it } from 'vitest'
import { hmacValidator } from '@adyen/api-library'
import { isSignedWith, type NotificationItem } from './webhook-signature'

// Example values from Adyen's official API libraries: the HMAC validator tests of
// adyen-node-api-library (src/__tests__/hmacValidator.spec.ts) and adyen-php-api-library
// (tests/Adyen/Util/HmacSignatureTest.php). They pin the library this shop uses to Adyen's own vectors.
const NODE_LIBRARY_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00'
const item = (fields: Record<string, unknown>) => fields as unknown as NotificationItem
const NODE_LIBRARY_ITEM = item({
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
})
const PHP_LIBRARY_ITEM = item({
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
  additionalData: { hmacSignature: 'Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=' },
})

describe('Adyen webhook signatures (the library\'s HMAC validator)', () => {
  it("accepts the signatures of Adyen's library tests, in either case of the hex key", () => {
    expect(isSignedWith(NODE_LIBRARY_ITEM, NODE_LIBRARY_KEY)).toBe(true)
    expect(isSignedWith(PHP_LIBRARY_ITEM, NODE_LIBRARY_KEY)).toBe(true)
    expect(isSignedWith(PHP_LIBRARY_ITEM, NODE_LIBRARY_KEY.toLowerCase())).toBe(true)
  })

  it('signs a zero amount as 0 (refund example of the PHP library)', () => {
    const refund = item({ ...PHP_LIBRARY_ITEM, amount: { value: 0, currency: 'EUR' }, eventCode: 'REFUND', additionalData: {} })
    expect(new hmacValidator().calculateHmac(refund, '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056')).toBe('J7HhsgZo5KwqdB7LFZJV6rfQgp+RqC2kuYyw/3x3w+8=')
  })

  it('rejects a tampered copy', () => {
    expect(isSignedWith(item({ ...NODE_LIBRARY_ITEM, amount: { currency: 'EUR', value: 100000 } }), NODE_LIBRARY_KEY)).toBe(false)
    expect(isSignedWith(item({ ...NODE_LIBRARY_ITEM, success: 'false' }), NODE_LIBRARY_KEY)).toBe(false)
    expect(isSignedWith(item({ ...PHP_LIBRARY_ITEM, merchantReference: 'TestPayment-other' }), NODE_LIBRARY_KEY)).toBe(false)
  })

  it('rejects, without throwing, a wrong key, a missing or malformed signature, a malformed item and a key that is not hex', () => {
    expect(isSignedWith(NODE_LIBRARY_ITEM, '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056')).toBe(false)
    expect(isSignedWith(item({ ...NODE_LIBRARY_ITEM, additionalData: {} }), NODE_LIBRARY_KEY)).toBe(false)
    expect(isSignedWith(item({ ...NODE_LIBRARY_ITEM, additionalData: undefined }), NODE_LIBRARY_KEY)).toBe(false)
    expect(isSignedWith(item({ ...NODE_LIBRARY_ITEM, additionalData: { hmacSignature: 'notValidSign' } }), NODE_LIBRARY_KEY)).toBe(false)
    expect(isSignedWith(item({ ...NODE_LIBRARY_ITEM, amount: undefined }), NODE_LIBRARY_KEY)).toBe(false)
    expect(isSignedWith(NODE_LIBRARY_ITEM, 'not-a-hex-key')).toBe(false)
    expect(isSignedWith(NODE_LIBRARY_ITEM, '')).toBe(false)
  })
})
