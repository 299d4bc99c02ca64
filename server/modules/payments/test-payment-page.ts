import 'server-only'
import type { Db } from '@/server/db/types'
import { getTestPayment, testPaymentsAllowed } from '@/server/services/payments/test-provider'
import { toMoney, type MoneyView } from '../common/money'

export interface TestPaymentView {
  id: string
  reference: string
  amount: MoneyView
  methodId: string
  issuerId: string | null
  outcome: string | null
}

export interface TestPaymentPageView {
  enabled: boolean
  payment: TestPaymentView | null
}

/**
 * What the test payment page shows (docs/rules/checkout.md test payment page): nothing where the shop
 * takes no test payments (the page is a 404 there), else the payment of `id`, or null for none.
 */
export async function testPaymentPage(db: () => Promise<Db>, id: string): Promise<TestPaymentPageView> {
  if (!testPaymentsAllowed()) return { enabled: false, payment: null }
  const payment = id ? await getTestPayment(id, await db()) : null
  if (!payment) return { enabled: true, payment: null }
  const { reference, amount, methodId, issuerId, outcome } = payment
  return { enabled: true, payment: { id: payment.id, reference, amount: toMoney(amount.value, amount.currency), methodId, issuerId, outcome } }
}
