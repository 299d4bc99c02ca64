import 'server-only'
import type { Resolvers } from '@/server/graphql/resolvers-types.generated'
import type { PaymentSession } from '@/server/services/payments/types'
import { toPayload } from '../common/payload'
import { ok } from '../common/result'
import { shopperRequest, orderView } from '../order/order-operation'
import type { GiftcardOrderView } from '../order/order-view'
import * as payment from './payment-service'
import { testPaymentPage, type TestPaymentPageView } from './test-payment-page'

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentMethods: (_parent, { userData, orderUuid }, ctx) =>
      toPayload<{ methods: payment.PaymentMethodView[] }>(userData, { methods: [] }, async (shopper) =>
        payment.paymentMethods(await shopperRequest(ctx, shopper), orderUuid)),
    testPayment: (_parent, { userData, id }, ctx) =>
      toPayload<TestPaymentPageView>(userData, { enabled: false, payment: null }, async () => ok(await testPaymentPage(ctx.db, id))),
  },
  Mutation: {
    startPayment: (_parent, { userData, orderUuid, methodId, issuerId }, ctx) =>
      toPayload<{ redirect: payment.RedirectView | null; session: PaymentSession | null; order: GiftcardOrderView | null }>(userData, { redirect: null, session: null, order: null }, async (shopper) => {
        const request = await shopperRequest(ctx, shopper)
        const result = await payment.startPayment(request, { orderUuid, methodId, issuerId: issuerId ?? null, clientIp: ctx.requestInfo.clientIp })
        if (!result.ok) return result
        return ok({ redirect: result.value.redirect, session: result.value.session, order: await orderView(request, result.value.order) })
      }),
    completePayment: (_parent, { userData, orderUuid, params }, ctx) =>
      toPayload<{ result: string | null; order: GiftcardOrderView | null }>(userData, { result: null, order: null }, async (shopper) => {
        const request = await shopperRequest(ctx, shopper)
        const result = await payment.completePayment(request, orderUuid, Object.fromEntries(params.map((field) => [field.name, field.value])))
        if (!result.ok) return result
        return ok({ result: result.value.result, order: await orderView(request, result.value.order) })
      }),
  },
}
