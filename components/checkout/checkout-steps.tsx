'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'

export const CHECKOUT_STEPS = ['information', 'shipping', 'payment', 'success'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** Spec §2 checkout steps: your information, shipping, payment, success; the current one is marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useTranslations('checkout')
  const position = CHECKOUT_STEPS.indexOf(current)
  return (
    <nav aria-label={t('stepsLabel')}>
      <List>
        {CHECKOUT_STEPS.map((step, index) => (
          <Item key={step} aria-current={index === position ? 'step' : undefined} $done={index < position} $current={index === position}>
            <span aria-hidden="true">{index + 1}</span> {t(`steps.${step}`)}
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
