// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { testOrder } from '@/tests/fixtures/checkout-order'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { OrderOverviewModal } from './order-overview-modal'

describe('OrderOverviewModal', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('opens the order summary from a button with the total, without a second heading, and closes on Escape back to it', async () => {
    renderWithTheme(
      <NextIntlClientProvider locale="en" messages={en}>
        <OrderOverviewModal order={testOrder()} locale="en-BE" />
      </NextIntlClientProvider>,
    )
    const { dialog, closeWithEscape } = await openModalWith(screen.getByRole('button', { name: 'View your order (€25.95)' }), 'Your order')
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('1 × Bol gift card of €25By e-mail€25')
    expect(within(dialog).getByText('Service fee').nextElementSibling).toHaveTextContent('€0.95')
    expect(within(dialog).getByText('Total').nextElementSibling).toHaveTextContent('€25.95')
    expect(within(dialog).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Your order'])
    await closeWithEscape()
  })
})
