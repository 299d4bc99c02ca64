import { after } from 'next/server'
import { getDb } from '@/server/db/client'
import { readFormPost } from '@/server/http/bounded-body'
import { handleNotification } from '@/server/modules/payments/payment-notifications'
import { adyenProviderFromEnv } from '@/server/services/payments/adyen/adyen-provider'
import {
  TEST_OUTCOMES, TEST_SCENARIOS, decideTestPayment, returnUrlWithPayment, secondAuthorisation, testNotification, testPaymentsAllowed,
  type TestOutcome, type TestScenario,
} from '@/server/services/payments/test-provider'
import { withRequestLog } from '@/server/services/log/route-log'

export const dynamic = 'force-dynamic'

/** The page's form has two short fields. */
const TEST_PAYMENT_FORM_LIMIT = 1024

/**
 * The test payment page's form posts the tester's decision here; the shopper is then sent back to
 * the shop's return URL, as a real payment page would. Only while the test provider is the one in use.
 * A scenario authorises and then plays a provider's less polite habits: NO_RETURN tells the shop by
 * notification only (the shopper stays here), TWICE also notifies a second payment for the same
 * order once the shopper is back, REFUND_FAILS makes any refund of this payment fail.
 */
async function post(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (adyenProviderFromEnv() || !testPaymentsAllowed()) return new Response('not found', { status: 404 })
  const { id } = await params
  const posted = await readFormPost(request, TEST_PAYMENT_FORM_LIMIT)
  if (!posted.ok) return posted.response
  const scenario = posted.form.get('scenario')
  if (scenario !== null && !(TEST_SCENARIOS as readonly string[]).includes(scenario)) return new Response('unknown scenario', { status: 400 })
  const outcome = scenario ? 'AUTHORISED' : posted.form.get('outcome') ?? ''
  if (!(TEST_OUTCOMES as readonly string[]).includes(outcome)) return new Response('unknown outcome', { status: 400 })
  const db = await getDb()
  const payment = await decideTestPayment(db, id, outcome as TestOutcome, { refundFails: scenario === 'REFUND_FAILS' })
  if (!payment) return new Response('not found', { status: 404 })
  if (payment.decidedNow) await play(scenario as TestScenario | null, payment)
  // The shopper "closed the tab": back to the test page (the page that posted), never to the shop.
  if (scenario === 'NO_RETURN') return new Response(null, { status: 303, headers: { location: samePageOrHome(request, payment.returnUrl) } })
  return new Response(null, { status: 303, headers: { location: returnUrlWithPayment(payment) } })
}

async function play(scenario: TestScenario | null, payment: NonNullable<Awaited<ReturnType<typeof decideTestPayment>>>): Promise<void> {
  const db = await getDb()
  if (scenario === 'NO_RETURN') await handleNotification(db, 'test', testNotification(payment))
  if (scenario === 'TWICE') {
    const second = await secondAuthorisation(db, payment)
    // After the response: the shopper's return completes the order first, as with two tabs.
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await handleNotification(db, 'test', testNotification(second))
    })
  }
}

/**
 * The page that posted the form, when it is on the payment's storefront (the origin of its return
 * URL; behind a proxy the request's own URL may name another host); else that storefront's home.
 */
function samePageOrHome(request: Request, returnUrl: string): string {
  const origin = new URL(returnUrl).origin
  const referer = request.headers.get('referer')
  return referer && URL.canParse(referer) && new URL(referer).origin === origin ? referer : `${origin}/`
}

export const POST = withRequestLog('test-payment', post)
