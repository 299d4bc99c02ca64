import { describe, expect, it } from 'vitest'
import { camt053v2, camt053v8 } from '@/tests/fixtures/camt053'
import { minorUnits, receivedTransfers } from './camt053'

const CREDITS = [
  { bankReference: 'B6K25BI0001', amount: '111.95', structured: '260000000170' },
  { bankReference: 'B6K25BI0002', amount: '1234.5', unstructured: 'Factuur +++260/0000/00271+++ dank u', debtor: 'Janssens & Zonen' },
]

describe('reading a camt.053 bank statement', () => {
  it.each([['001.02', camt053v2], ['001.08', camt053v8]])('keeps the booked credits of version %s with their references', (_version, statement) => {
    expect(receivedTransfers(statement('BE21001234567803', CREDITS))).toEqual([
      { accountIban: 'BE21001234567803', bankReference: 'B6K25BI0001', amount: 11_195, currency: 'EUR', bookedOn: '2026-11-25', debtorName: 'Peeters bv', remittance: ['260000000170'] },
      { accountIban: 'BE21001234567803', bankReference: 'B6K25BI0002', amount: 123_450, currency: 'EUR', bookedOn: '2026-11-25', debtorName: 'Janssens & Zonen', remittance: ['Factuur +++260/0000/00271+++ dank u'] },
    ])
  })

  it('refuses a file that is not a bank statement', () => {
    expect(() => receivedTransfers('<Document><CstmrCdtTrfInitn/></Document>')).toThrow('not a camt.053 bank statement')
    expect(() => receivedTransfers('not xml at all')).toThrow()
  })

  it('turns amounts into minor units without floating point', () => {
    expect(minorUnits('0.1', 'EUR')).toBe(10)
    expect(minorUnits('1234.56', 'EUR')).toBe(123_456)
    expect(minorUnits('19.99', 'EUR')).toBe(1_999)
    expect(minorUnits('1200', 'JPY')).toBe(1_200)
    expect(() => minorUnits('1.234', 'EUR')).toThrow('more decimals')
    expect(() => minorUnits('-5.00', 'EUR')).toThrow('not an amount')
  })
})
