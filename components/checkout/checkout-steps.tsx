'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'

export const CHECKOUT_STEPS = ['information', 'shipping', 'payment', 'success'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
/** docs/rules/checkout.md redeem flow: card number and PIN, choose price/items, basket, checkout. */
export const REDEEM_STEPS = ['card', 'choose', 'basket', 'checkout'] as const
export type RedeemStep = (typeof REDEEM_STEPS)[number]

type StepsProps =
  | { flow?: 'regular'; current: CheckoutStep }
  /** 'done': the redeem order's confirmation, every step behind the shopper. */
  | { flow: 'redeem'; current: RedeemStep | 'done' }

/**
 * The steps of the flow the shopper is in, the current one marked: the checkout's (docs/rules/checkout.md your
 * information, shipping, payment, success) or the redeem flow's, which never went through the former.
 */
export function CheckoutSteps(props: StepsProps) {
  const t = useTranslations('checkout')
  const steps: readonly string[] = props.flow === 'redeem' ? REDEEM_STEPS : CHECKOUT_STEPS
  const position = props.current === 'done' ? steps.length : steps.indexOf(props.current)
  const label = (step: string) => (props.flow === 'redeem' ? t(`redeemSteps.${step as RedeemStep}`) : t(`steps.${step as CheckoutStep}`))
  return (
    <nav aria-label={props.flow === 'redeem' ? t('redeemStepsLabel') : t('stepsLabel')}>
      <List>
        {steps.map((step, index) => (
          <Item key={step} aria-current={index === position ? 'step' : undefined} $done={index < position} $current={index === position}>
            <span aria-hidden="true">{index + 1}</span> {label(step)}
          </Item>
        ))}
      </List>
    </nav>
  )
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li<{ $done: boolean; $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  color: ${({ $current, $done, theme }) => ($current || $done ? theme.colors.text : theme.colors.muted)};
  span {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid currentColor;
    font-size: .85rem;
  }
`
