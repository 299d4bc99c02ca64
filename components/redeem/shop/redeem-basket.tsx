'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { ORDER_LIMITS } from '@/config/charges'
import { formatMoney } from '@/i18n/format'
import { redeemPackages, type RedeemOrderView } from './redeem-operations'

/**
 * The redeem basket (docs/rules/redeem.md redeem steps, basket): the chosen cards, each removable when `onRemove`
 * is given and with a quantity to change when `onQuantity` is, and the totals of docs/rules/redeem.md: the balance, what is chosen, the price to pay and the balance left.
 */
export function RedeemBasket({ view, locale, onRemove, onQuantity, busyPackageId = null, footer, embedded = false }: {
  view: Pick<RedeemOrderView, 'order' | 'balance' | 'priceToPay' | 'remainingBalance'>
  locale: string
  onRemove?: (packageId: string) => void
  /** The line's new quantity, at the amount of one card (major units). */
  onQuantity?: (packageId: string, amount: number, quantity: number) => void
  busyPackageId?: string | null
  footer?: ReactNode
  /** Inside the basket modal (docs/rules/redeem.md redeem steps): the modal's title names it, so no heading of its own. */
  embedded?: boolean
}) {
  const t = useTranslations('redeem.shop')
  const tModals = useTranslations('redeem.modals')
  const packages = redeemPackages(view)
  return (
    <Panel as={embedded ? 'div' : 'section'} aria-labelledby={embedded ? undefined : 'redeem-basket-title'} data-testid="redeem-basket" $embedded={embedded}>
      {!embedded && <h2 id="redeem-basket-title">{t('basketTitle')}</h2>}
      {packages.length === 0 ? <p>{t('basketEmpty')}</p> : (
        <List>
          {packages.map((pkg) => {
            const { variation, qty } = pkg.giftcardItem
            const amount = formatMoney(variation.price, locale)
            return (
              <li key={pkg.id} data-testid="redeem-package">
                <span>
                  {qty > 1 ? `${qty} × ` : ''}{variation.product.title} <strong>{amount}</strong>
                  {variation.variationType === 'physical' && <Detail> ({tModals('physicalLine')})</Detail>}
                  {pkg.message?.text && <Note>“{pkg.message.text}”</Note>}
                </span>
                {onQuantity && (
                  <Quantity>
                    <label htmlFor={`redeem-quantity-${pkg.id}`}>{t('quantityOf', { title: variation.product.title, amount })}</label>
                    <select
                      id={`redeem-quantity-${pkg.id}`}
                      value={qty}
                      disabled={busyPackageId === pkg.id}
                      onChange={(event) => onQuantity(pkg.id, variation.price.value, Number(event.target.value))}
                    >
                      {(qty > ORDER_LIMITS.maxQuantity ? [...QUANTITIES, qty] : QUANTITIES).map((value) => <option key={value} value={value}>{value}</option>)}
                    </select>
                  </Quantity>
                )}
                {onRemove && (
                  <Button variant="link" size="small" loading={busyPackageId === pkg.id} aria-label={t('removeLabel', { title: variation.product.title, amount })} onClick={() => onRemove(pkg.id)}>
                    {t('remove')}
                  </Button>
                )}
              </li>
            )
          })}
        </List>
      )}
      <Totals>
        <dt>{t('balanceTotal', { amount: '' }).replace(/\s*$/, '')}</dt>
        <dd data-testid="redeem-balance">{formatMoney(view.balance, locale)}</dd>
        {view.order && (
          <>
            <dt>{t('chosenTotal', { amount: '' }).replace(/\s*$/, '')}</dt>
            <dd data-testid="redeem-chosen">{formatMoney(view.order.totals.grandTotal, locale)}</dd>
          </>
        )}
        <dt>{t('priceToPay', { amount: '' }).replace(/\s*$/, '')}</dt>
        <dd data-testid="redeem-to-pay">{formatMoney(view.priceToPay, locale)}</dd>
        <dt>{t('remainingBalance', { amount: '' }).replace(/\s*$/, '')}</dt>
        <dd data-testid="redeem-remaining">{formatMoney(view.remainingBalance, locale)}</dd>
      </Totals>
      {footer}
    </Panel>
  )
}

const QUANTITIES = Array.from({ length: ORDER_LIMITS.maxQuantity }, (_, index) => index + 1)

const Panel = styled.section<{ $embedded: boolean }>`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: ${({ $embedded }) => ($embedded ? '0' : '16px')};
  border: ${({ $embedded, theme }) => ($embedded ? '0' : `1px solid ${theme.colors.border}`)};
  border-radius: 12px;
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; }
`

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
  dt { margin: 0; }
  dd { margin: 0; text-align: right; font-weight: 700; }
`

const Quantity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  label { font-size: .9rem; }
`

const Detail = styled.span`
  font-size: .9rem;
`

const Note = styled.small`
  display: block;
  font-style: italic;
  overflow-wrap: anywhere;
`
