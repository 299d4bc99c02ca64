'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { CardForm } from './card-form'
import { BlikForm } from './blik-form'

export interface TestPaymentSummary {
  id: string
  reference: string
  /** Formatted for the shopper's locale. */
  amount: string
  methodId: string
  methodLabel: string
  bank: string | null
  /** The decision already taken, or null. */
  outcome: string | null
}

export interface TestPaymentViewProps {
  payment: TestPaymentSummary | null
  /** The provider's route handler the decision is posted to. */
  action: string
  homeHref: string
}

/** Methods whose shopper proves something first (card details, a BLIK code) before authorising. */
const NEEDS_INPUT = new Set(['scheme', 'blik'])

/**
 * The test payment page's body: clearly a test, what is paid, the four answers a real provider can
 * give, and the provider scenarios a shop must survive (late, double and unrefundable payments). Card and BLIK payments first ask for valid input, so testers see the card rules at work; the
 * card details themselves never leave the browser (only the outcome is posted).
 */
export function TestPaymentView({ payment, action, homeHref }: TestPaymentViewProps) {
  const t = useTranslations('checkout.testPayment')
  const [inputValid, setInputValid] = useState(false)
  if (!payment) {
    return (
      <Box>
        <Notice role="alert">{t('notFound')}</Notice>
        <a href={homeHref}>{t('backToShop')}</a>
      </Box>
    )
  }
  const canAuthorise = !NEEDS_INPUT.has(payment.methodId) || inputValid
  return (
    <Box>
      <Notice>{t('notice')}</Notice>
      <section aria-labelledby="test-payment-details">
        <h2 id="test-payment-details">{t('details')}</h2>
        <dl>
          <div><dt>{t('reference')}</dt><dd>{payment.reference}</dd></div>
          <div><dt>{t('amount')}</dt><dd>{payment.amount}</dd></div>
          <div><dt>{t('method')}</dt><dd>{payment.methodLabel}</dd></div>
          {payment.bank && <div><dt>{t('bank')}</dt><dd>{payment.bank}</dd></div>}
        </dl>
      </section>
      {payment.outcome ? (
        <Notice role="status">{t('done', { outcome: payment.outcome })}</Notice>
      ) : (
        <>
          {payment.methodId === 'scheme' && <CardForm onValidChange={setInputValid} />}
          {payment.methodId === 'blik' && <BlikForm onValidChange={setInputValid} />}
          <form method="post" action={action} aria-labelledby="test-payment-outcome">
            <h2 id="test-payment-outcome">{t('outcome')}</h2>
            {!canAuthorise && <p id="authorise-hint">{t('cardFirst')}</p>}
            <Buttons>
              <Button type="submit" name="outcome" value="AUTHORISED" disabled={!canAuthorise} aria-describedby={canAuthorise ? undefined : 'authorise-hint'}>{t('authorise')}</Button>
              <Button type="submit" variant="secondary" name="outcome" value="REFUSED">{t('refuse')}</Button>
              <Button type="submit" variant="secondary" name="outcome" value="CANCELLED">{t('cancel')}</Button>
              <Button type="submit" variant="secondary" name="outcome" value="FRAUD">{t('fraud')}</Button>
            </Buttons>
          </form>
          <form method="post" action={action} aria-labelledby="test-payment-scenarios" aria-describedby="test-payment-scenarios-hint">
            <h2 id="test-payment-scenarios">{t('scenarios')}</h2>
            <p id="test-payment-scenarios-hint">{t('scenariosHint')}</p>
            <Buttons>
              <Button type="submit" variant="secondary" name="scenario" value="NO_RETURN" disabled={!canAuthorise}>{t('authoriseWithoutReturn')}</Button>
              <Button type="submit" variant="secondary" name="scenario" value="TWICE" disabled={!canAuthorise}>{t('authoriseTwice')}</Button>
              <Button type="submit" variant="secondary" name="scenario" value="REFUND_FAILS" disabled={!canAuthorise}>{t('authoriseRefundFails')}</Button>
            </Buttons>
          </form>
        </>
      )}
    </Box>
  )
}

const Box = styled.div`
  display: grid;
  gap: 24px;
  max-width: 640px;
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  dl { margin: 0; display: grid; gap: 6px; }
  dl > div { display: flex; gap: 12px; }
  dt { font-weight: 600; min-width: 160px; }
  dd { margin: 0; }
`

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  border: 2px dashed #8a5a00;
  background: #fff4d6;
  color: #4a3200;
  font-weight: 600;
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`
