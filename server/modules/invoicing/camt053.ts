import { XMLParser } from 'fast-xml-parser'
import { isCurrencyCode, minorUnitExponent } from '@/config/currencies'

/**
 * The money received on a bank account, read from an ISO 20022 camt.053 statement (any version:
 * 001.02 as most Belgian banks send it, up to 001.13). Parsed with fast-xml-parser; the camt
 * parsers on npm were no help here: camt-parser reads only 001.08 and neither unstructured
 * remittance nor the debtor, and iso20022.js keeps only the unstructured line and drops the
 * structured creditor reference, which is where Belgian banks put the structured communication.
 */
export interface ReceivedTransfer {
  /** The statement account's IBAN (whose seller was paid). */
  accountIban: string
  /** The bank's own reference of the transfer: what makes a line the same line in a second import. */
  bankReference: string
  amount: number
  currency: string
  bookedOn: string | null
  debtorName: string | null
  /** Structured references (a Belgian structured communication) first, then the free text. */
  remittance: string[]
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf', 'AddtlRmtInf'].includes(name),
})

type Node = Record<string, unknown>
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {})
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)])
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text'])
  return null
}

/** Minor units of a decimal amount as written ("1234.5" is 123450 cents); no float on the way. */
export function minorUnits(amount: string, currency: string): number {
  // A credit in a currency the shop does not know is still money received (an operator matches it):
  // read it with ISO 4217's usual two decimals rather than reject the whole statement.
  const digits = isCurrencyCode(currency) ? minorUnitExponent(currency) : 2
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) throw new Error(`not an amount: ${amount}`)
  const fraction = (match[2] ?? '').padEnd(digits, '0')
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) throw new Error(`more decimals than ${currency} has: ${amount}`)
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits) || '0')
}

/** The debtor's name: RltdPties/Dbtr/Nm up to 001.07, RltdPties/Dbtr/Pty/Nm from 001.08. */
function debtorNameOf(parties: Node): string | null {
  const debtor = node(parties.Dbtr)
  return text(debtor.Nm) ?? text(node(debtor.Pty).Nm)
}

/** Booked credits of every statement in the file; debits, pending entries and reversals are not money received. */
export function receivedTransfers(xml: string): ReceivedTransfer[] {
  const document = node(node(parser.parse(xml)).Document)
  const report = node(document.BkToCstmrStmt)
  if (!document.BkToCstmrStmt) throw new Error('not a camt.053 bank statement (no BkToCstmrStmt)')
  const transfers: ReceivedTransfer[] = []
  for (const statement of list(report.Stmt)) {
    const accountIban = text(node(node(statement.Acct).Id).IBAN) ?? ''
    for (const entry of list(statement.Ntry)) {
      // Status is a code (001.02 to 001.08) or a code inside Cd (001.09 on).
      const status = text(entry.Sts) ?? text(node(entry.Sts).Cd)
      if (text(entry.CdtDbtInd) !== 'CRDT' || status !== 'BOOK' || text(entry.RvslInd) === 'true') continue
      const bookedOn = text(node(entry.BookgDt).Dt) ?? text(node(entry.BookgDt).DtTm)?.slice(0, 10) ?? null
      const details = list(entry.NtryDtls).flatMap((batch) => list(batch.TxDtls))
      const entryAmount = node(entry.Amt)
      // An entry without details is one transfer; a batch entry lists each of its transfers.
      const lines = details.length > 0 ? details : [{}]
      lines.forEach((detail, index) => {
        const amount = details.length > 1 ? node(node(detail.AmtDtls).TxAmt).Amt ?? detail.Amt : entryAmount
        const currency = String(node(amount)['@Ccy'] ?? entryAmount['@Ccy'] ?? '')
        const refs = node(detail.Refs)
        const remittance = node(detail.RmtInf)
        const structured = list(remittance.Strd).flatMap((part) => list(part.CdtrRefInf).map((ref) => text(ref.Ref)))
        const bankReference = text(refs.AcctSvcrRef) ?? text(entry.AcctSvcrRef) ?? text(entry.NtryRef)
        if (!bankReference) throw new Error(`a credit of ${bookedOn ?? 'unknown date'} has no bank reference`)
        transfers.push({
          accountIban,
          bankReference: details.length > 1 && !text(refs.AcctSvcrRef) ? `${bankReference}/${index + 1}` : bankReference,
          amount: minorUnits(text(amount) ?? '', currency),
          currency,
          bookedOn,
          debtorName: debtorNameOf(node(detail.RltdPties)),
          remittance: [...structured, ...(Array.isArray(remittance.Ustrd) ? remittance.Ustrd : []).map(text)].filter((line): line is string => !!line),
        })
      })
    }
  }
  return transfers
}
