import { getDb } from '@/server/db/client'
import { readFormPost } from '@/server/http/bounded-body'
import { adyenProviderFromEnv } from '@/server/services/payments/adyen/adyen-provider'
import { TEST_OUTCOMES, decideTestPayment, returnUrlWithPayment, testPaymentsAllowed, type TestOutcome } from '@/server/services/payments/test-provider'

export const dynamic = 'force-dynamic'

/** The page's form has one short field. */
const TEST_PAYMENT_FORM_LIMIT = 1024

/**
 * The test payment page's form posts the tester's decision here; the shopper is then sent back to
 * the shop's return URL, as a real payment page would. Only while the test provider is the one in use.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (adyenProviderFromEnv() || !testPaymentsAllowed()) return new Response('not found', { status: 404 })
  const { id } = await params
  const posted = await readFormPost(request, TEST_PAYMENT_FORM_LIMIT)
  if (!posted.ok) return posted.response
  const outcome = posted.form.get('outcome') ?? ''
  if (!(TEST_OUTCOMES as readonly string[]).includes(outcome)) return new Response('unknown outcome', { status: 400 })
  const payment = await decideTestPayment(await getDb(), id, outcome as TestOutcome)
  if (!payment) return new Response('not found', { status: 404 })
  return new Response(null, { status: 303, headers: { location: returnUrlWithPayment(payment) } })
}
