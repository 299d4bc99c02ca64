import QRCode from 'qrcode'

/**
 * The SEPA payment QR code (European Payments Council, EPC069-12, version 002): scanned by a banking
 * app, it fills in a credit transfer's beneficiary, IBAN, amount and communication. Only for euro
 * transfers (SEPA credit transfers are in euro).
 */
export interface EpcTransfer {
  bic: string | null
  name: string
  iban: string
  /** Euro cents, 1 to 99,999,999,999. */
  amount: number
  /** What the transfer must state (a structured communication, or the order reference). */
  remittance: string
}

export function epcPayload(transfer: EpcTransfer): string {
  if (transfer.amount < 1 || transfer.amount > 99_999_999_999) throw new RangeError(`EPC amount out of range: ${transfer.amount}`)
  return [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    transfer.bic ?? '',
    transfer.name.slice(0, 70),
    transfer.iban.replace(/\s/g, ''),
    `EUR${(transfer.amount / 100).toFixed(2)}`,
    '', // purpose
    '', // structured reference: ISO 11649 (RF) only, which a Belgian structured communication is not
    transfer.remittance.slice(0, 140),
  ].join('\n')
}

/** The QR code's modules (true is dark), row by row, at error correction level M as EPC069-12 asks. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1))
}
