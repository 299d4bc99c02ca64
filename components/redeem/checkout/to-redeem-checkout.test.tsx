// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland } from '@/tests/helpers/account-island'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { Button } from '@/components/ui/button'
import { GuestOrderFormModal } from '@/components/redeem/modals/guest-order-form-modal'
import { useToRedeemCheckout, type ToRedeemCheckoutOptions } from './to-redeem-checkout'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))

const userData = { language: 'en', storeID: 49, countryCode: 'BE', redeemToken: 'token-1' }
const ADDRESS = { __typename: 'Address', firstName: 'Lies', lastName: 'Maes', countryCode: 'BE', postCode: '9000', houseNumber: '12', suffix: null, street: 'Veldstraat', city: 'Gent', email: 'lies@example.com' }
const delivery = (needsPhysicalAddress: boolean, physicalAddress: typeof ADDRESS | null) =>
  ({ __typename: 'RedeemOrderPayload', needsPhysicalAddress, physicalAddress, errors: [] })

/** The shop's use of the step: a continue button and the guest delivery modal mounted once. */
function ToRedeemCheckout(options: ToRedeemCheckoutOptions) {
  const { start, busy, modalProps } = useToRedeemCheckout(options)
  return (
    <>
      <Button onClick={() => void start()} loading={busy}>Continue</Button>
      <GuestOrderFormModal language="en" country="BE" {...modalProps} />
    </>
  )
}

function renderStep(answer: (operation: string, variables: Record<string, unknown>) => Record<string, unknown>) {
  return renderAccountIsland(
    <ToRedeemCheckout userData={userData} checkoutHref="/saldocheck/checkout/" onError={vi.fn()} />,
    { answer },
  )
}

describe('ToRedeemCheckout (docs/rules/redeem.md identify in redeem)', () => {
  beforeEach(() => {
    push.mockReset()
    useModalStore.getState().closeAll()
    useRedeemStore.getState().reset()
    useRedeemStore.getState().setRedeem('token-1', { cardNumberMasked: '**** 1234', balance: { currency: 'EUR', value: 30 }, expiresAt: '2028-01-31' })
    useLeaveWarningStore.getState().arm('Leave?')
  })

  it('goes straight to the checkout when no card goes by post: token kept, close-tab warning detached', async () => {
    renderStep(() => ({ redeemBasket: delivery(false, null) }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/saldocheck/checkout/'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useLeaveWarningStore.getState().message).toBeNull()
    expect(useRedeemStore.getState()).toMatchObject({ token: 'token-1', needsPhysicalAddress: false, hasPostcode: false })
  })

  it('goes straight on when the cards by post already have an address', async () => {
    renderStep(() => ({ redeemBasket: delivery(true, ADDRESS) }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/saldocheck/checkout/'))
    expect(useRedeemStore.getState()).toMatchObject({ needsPhysicalAddress: true, hasPostcode: true })
  })

  it('asks the address in the guest delivery modal first, stores it, then goes on', async () => {
    const { requests } = renderStep((operation) => operation === 'RedeemDelivery'
      ? { redeemBasket: delivery(true, null) }
      : { setRedeemDeliveryAddress: delivery(true, ADDRESS) })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Where shall we send your gift cards?' })
    expect(push).not.toHaveBeenCalled()
    expect(useLeaveWarningStore.getState().message).toBe('Leave?')
    const fields: Record<string, string> = {
      'First name': 'Lies', 'Last name': 'Maes', Postcode: '9000', 'House number': '12', Street: 'Veldstraat', City: 'Gent',
      'E-mail address': 'lies@example.com', 'Repeat e-mail address': 'lies@example.com',
    }
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address and continue' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/saldocheck/checkout/'))
    expect(requests.find((request) => request.operationName === 'SetRedeemDeliveryAddress')?.variables).toMatchObject({
      userData, input: { customerType: 'PRIVATE', countryCode: 'BE', postCode: '9000', street: 'Veldstraat', email: 'lies@example.com' },
    })
    expect(dialog).not.toBeInTheDocument()
    expect(useRedeemStore.getState()).toMatchObject({ token: 'token-1', needsPhysicalAddress: true, hasPostcode: true })
    expect(useLeaveWarningStore.getState().message).toBeNull()
  })
})
