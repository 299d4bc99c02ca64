// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { useRedeemStore } from '@/stores/redeem-store'
import { BalanceCheck } from './balance-check'

// The form's rules load on first use; here their chunk cannot be fetched (the shopper went offline).
vi.mock('./balance-check-schema', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('BalanceCheck offline', () => {
  it('says the check failed when its rules cannot load, sends nothing and keeps what was typed', async () => {
    const { requests } = renderAccountIsland(<BalanceCheck shopper={testShopper} locale="nl-BE" />)
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '6012345678901234563' } })
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your gift card. Please try again later.')
    expect(requests).toEqual([])
    expect(screen.getByLabelText('Card number')).toHaveValue('6012 3456 7890 1234 563')
    expect(useRedeemStore.getState().token).toBeNull()
  })
})
