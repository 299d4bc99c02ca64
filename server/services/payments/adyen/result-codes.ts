import 'server-only'
import type { PaymentResult, PaymentResultCode } from '../types'

/** The fields of a /payments or /payments/details response that decide the outcome. */
export interface AdyenPaymentResponse {
  resultCode?: string
  pspReference?: string
  merchantReference?: string
  refusalReason?: string
  refusalReasonCode?: string
}

// Refusal reason codes that mean fraud (docs: "Refusal reasons"): 7 Acquirer Fraud, 20 FRAUD,
// 22 FRAUD-CANCELLED, 31 Issuer Suspected Fraud.
const FRAUD_REASON_CODES = new Set(['7', '20', '22', '31'])

export function isFraudRefusal(response: AdyenPaymentResponse): boolean {
  if (response.refusalReasonCode && FRAUD_REASON_CODES.has(String(response.refusalReasonCode))) return true
  return /fraud/i.test(response.refusalReason ?? '')
}

function codeOf(response: AdyenPaymentResponse): PaymentResultCode {
  switch (response.resultCode) {
    case 'Authorised':
      return 'AUTHORISED'
    case 'Refused':
      return isFraudRefusal(response) ? 'FRAUD' : 'REFUSED'
    case 'Cancelled':
      return isFraudRefusal(response) ? 'FRAUD' : 'CANCELLED'
    // Received: an asynchronous method (bank transfer, some wallets) is waiting for the shopper or
    // the bank; PresentToShopper: instructions (voucher, IBAN) to complete. The webhook settles both.
    case 'Pending':
    case 'Received':
    case 'PresentToShopper':
      return 'PENDING'
    default:
      // Error, and any code that asks for an action this redirect-only integration cannot perform.
      return 'ERROR'
  }
}

export function toPaymentResult(response: AdyenPaymentResponse, fallbackReference: string | null = null): PaymentResult {
  const code = codeOf(response)
  const known = ['Error', 'Authorised', 'Refused', 'Cancelled', 'Pending', 'Received', 'PresentToShopper']
  const refusalReason =
    response.refusalReason ?? (known.includes(response.resultCode ?? '') ? null : `unexpected resultCode ${response.resultCode ?? '(none)'}`)
  return {
    code,
    pspReference: response.pspReference ?? null,
    reference: response.merchantReference ?? fallbackReference,
    refusalReason: code === 'AUTHORISED' ? null : refusalReason,
  }
}
