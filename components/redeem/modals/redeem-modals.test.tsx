// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { MODAL_CLOSE_MS } from '@/components/ui/modal'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { ERROR_CODES } from '@/graphql/error-codes'
import en from '@/i18n/messages/en.json'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { selectRedeemCards, useRedeemStore, type RedeemCard } from '@/stores/redeem-store'
import type { AddError } from '../shop/amount-form'
import type { RedeemProductDetails } from '../shop/redeem-operations'
import { AddCardModal } from './add-card-modal'
import { BasketModal } from './basket-modal'
import { CardNumberModal } from './card-number-modal'
import { GiftCardModal } from './gift-card-modal'
import { REDEEM_MODALS } from './ids'
import { MoreInfoModal } from './more-info-modal'
import { NiceToKnowModal } from './nice-to-know-modal'
import { ResetModal } from './reset-modal'
import { ShopIframeModal } from './shop-iframe-modal'

const eur = (value: number) => ({ currency: 'EUR', value })
const NO_BRAND_SHOP = { iframeUrl: null, redirectLink: null, redirectTime: null, productExternalLink: null }
const firstCard: RedeemCard = { cardNumberMasked: '•••• •••• •••• ••• 1234', balance: eur(40), expiresAt: '2028-01-31', productTitle: 'Pomme Store' }

const product: RedeemProductDetails = {
  slug: 'kasteel-spa',
  title: 'Kasteel Spa',
  description: 'A day of rest in the castle spa.',
  productType: 'GIFTCARD_DIGITAL',
  image: { url: '/card-art/kasteel-spa/', alt: 'Kasteel Spa gift card' },
  backgroundColor: '#123456',
  giftCardBrand: null,
  digitalVariationConfig: { id: '11', hasFixedPrices: false, fixedValues: [], minPrice: eur(10), maxPrice: eur(200) },
  physicalVariationConfig: { id: '12', hasFixedPrices: true, fixedValues: [eur(25), eur(50)], minPrice: eur(25), maxPrice: eur(50) },
  redeemData: { title: null, description: null, minimumRemainingBalance: eur(5), minCustomAmount: null, maxCustomAmount: null },
}

function render(ui: ReactElement) {
  return renderWithTheme(<NextIntlClientProvider locale="en" messages={en}>{ui}</NextIntlClientProvider>)
}

/** Opens a modal the way the shop does: from a focused button, through the modal store. */
function openFrom(id: string): HTMLButtonElement {
  const opener = document.createElement('button')
  opener.textContent = 'opener'
  document.body.append(opener)
  openers.push(opener)
  opener.focus()
  act(() => useModalStore.getState().openModal(id))
  return opener
}

beforeEach(() => {
  useModalStore.getState().closeAll()
  useRedeemStore.getState().reset()
  useLeaveWarningStore.getState().clear()
  window.localStorage.clear()
})
const openers: HTMLElement[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const opener of openers.splice(0)) opener.remove()
})

describe('NiceToKnowModal', () => {
  it('explains the split above 150, paying the remainder and the minimum remaining balance; Escape closes and focus returns', () => {
    vi.useFakeTimers()
    render(<NiceToKnowModal splitAbove={eur(150)} locale="en-BE" />)
    const opener = openFrom(REDEEM_MODALS.niceToKnow)
    const dialog = screen.getByRole('dialog', { name: 'Nice to know' })
    expect(dialog).toHaveTextContent('Amounts above €150 are split into several gift cards of at most €150 each')
    expect(dialog).toHaveTextContent('you pay the difference at the checkout')
    expect(dialog).toHaveTextContent('must keep a minimum balance after redeeming')
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})

describe('ResetModal', () => {
  it('asks first (focus on Cancel); confirming clears token, cards, address flags and the close-tab warning', () => {
    useRedeemStore.getState().setRedeem('token-1', firstCard)
    useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: true, hasPostcode: true })
    useLeaveWarningStore.getState().arm('Leave?')
    const onReset = vi.fn()
    render(<ResetModal onReset={onReset} />)
    openFrom(REDEEM_MODALS.reset)
    const dialog = screen.getByRole('dialog', { name: 'Start again?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, start again' }))
    expect(useRedeemStore.getState()).toMatchObject({ token: null, card: null, extraCards: [], needsPhysicalAddress: false, hasPostcode: false })
    expect(useLeaveWarningStore.getState().message).toBeNull()
    expect(onReset).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Escape closes it and keeps everything', () => {
    vi.useFakeTimers()
    useRedeemStore.getState().setRedeem('token-1', firstCard)
    render(<ResetModal />)
    openFrom(REDEEM_MODALS.reset)
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useRedeemStore.getState().token).toBe('token-1')
  })
})

describe('CardNumberModal', () => {
  it('lists the cards in use masked to their last four digits with balances and the total, and hands over to the add card modal', () => {
    useRedeemStore.getState().setRedeem('token-1', firstCard)
    render(<CardNumberModal cards={[{ cardNumberEnd: '1234', balance: eur(40) }, { cardNumberEnd: '9876', balance: eur(12.5) }]} balance={eur(52.5)} locale="en-BE" />)
    openFrom(REDEEM_MODALS.cardNumber)
    const dialog = screen.getByRole('dialog', { name: 'Gift cards in use' })
    const cards = within(dialog).getAllByTestId('redeem-card-in-use')
    expect(cards.map((card) => card.textContent)).toEqual([
      'Pomme Store•••• •••• •••• ••• 1234Your balance: €40',
      '•••• •••• •••• ••• 9876Your balance: €12.50',
    ])
    expect(dialog).toHaveTextContent('Total balance: €52.50')
    expect(dialog.textContent).not.toMatch(/\d{5}/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another gift card' }))
    expect(useModalStore.getState().open).toEqual([REDEEM_MODALS.addCard])
  })
})

describe('AddCardModal', () => {
  const VALID = '6012345678901234563'
  const answerWith = (payload: Record<string, unknown>) => () => ({ giftCardBalance: { __typename: 'BalanceCheckPayload', ...payload } })

  it('checks a second card with the current token; it joins the first and the shop reloads the order', async () => {
    useRedeemStore.getState().setRedeem('token-1', firstCard)
    const onAdded = vi.fn()
    const { requests } = renderAccountIsland(<AddCardModal shopper={testShopper} onAdded={onAdded} />, {
      answer: answerWith({
        redeemToken: 'token-1',
        errors: [],
        card: {
          __typename: 'CheckedGiftCard', state: 'VALID', cardNumberEnd: '4563', expiresAt: '2028-03-31T12:00:00.000Z',
          productTitle: 'Kasteel Spa', productImage: '/card-art/kasteel-spa/', backgroundColor: '#123456', balance: { __typename: 'Money', ...eur(30) },
        },
      }),
    })
    openFrom(REDEEM_MODALS.addCard)
    const dialog = screen.getByRole('dialog', { name: 'Add another gift card' })
    expect(within(dialog).getByLabelText('Card number')).toHaveFocus()
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: VALID } })
    fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add gift card' }))
    await waitFor(() => expect(onAdded).toHaveBeenCalledOnce())
    expect(requests[0]).toMatchObject({ operationName: 'GiftCardBalance', variables: { cardNumber: VALID, pin: '123456', userData: { redeemToken: 'token-1' } } })
    expect(selectRedeemCards(useRedeemStore.getState()).map((card) => card.cardNumberMasked.slice(-4))).toEqual(['1234', '4563'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says a card that already pays the order was already added, and keeps the modal open', async () => {
    useRedeemStore.getState().setRedeem('token-1', firstCard)
    const onAdded = vi.fn()
    renderAccountIsland(<AddCardModal shopper={testShopper} onAdded={onAdded} />, {
      answer: answerWith({
        redeemToken: 'token-1',
        errors: [],
        card: {
          __typename: 'CheckedGiftCard', state: 'VALID', cardNumberEnd: '1234', expiresAt: '2028-01-31T12:00:00.000Z',
          productTitle: 'Pomme Store', productImage: '/card-art/pomme-store/', backgroundColor: '#fff', balance: { __typename: 'Money', ...eur(40) },
        },
      }),
    })
    openFrom(REDEEM_MODALS.addCard)
    const dialog = screen.getByRole('dialog', { name: 'Add another gift card' })
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: VALID } })
    fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add gift card' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This gift card has already been added.')
    expect(onAdded).not.toHaveBeenCalled()
    expect(selectRedeemCards(useRedeemStore.getState())).toHaveLength(1)
  })

  it('shows a refusal as an alert and adds nothing', async () => {
    useRedeemStore.getState().setRedeem('token-1', firstCard)
    const onAdded = vi.fn()
    renderAccountIsland(<AddCardModal shopper={testShopper} onAdded={onAdded} />, {
      answer: answerWith({ redeemToken: null, card: null, errors: [{ __typename: 'ApiError', code: ERROR_CODES.CARD_BLOCKED, message: 'This gift card is blocked.', referencedRequestParameter: 'cardNumber' }] }),
    })
    openFrom(REDEEM_MODALS.addCard)
    const dialog = screen.getByRole('dialog', { name: 'Add another gift card' })
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: VALID } })
    fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add gift card' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This gift card is blocked.')
    expect(onAdded).not.toHaveBeenCalled()
    expect(selectRedeemCards(useRedeemStore.getState())).toHaveLength(1)
  })
})

describe('GiftCardModal', () => {
  it('shows the product details and the free balance, offers digital or physical, and adds the chosen variation with its note', async () => {
    const onAdd = vi.fn(async (_variationId: string, _amount: number, _note: string | null) => null as readonly AddError[] | null)
    const onMoreInfo = vi.fn()
    render(<GiftCardModal product={product} locale="en-BE" freeBalance={eur(60)} onAdd={onAdd} onMoreInfo={onMoreInfo} />)
    openFrom(REDEEM_MODALS.giftCard)
    const dialog = screen.getByRole('dialog', { name: 'Choose an amount for Kasteel Spa' })
    expect(dialog).toHaveTextContent('A day of rest in the castle spa.')
    expect(dialog).toHaveTextContent('keeps at least €5')
    expect(within(dialog).getByTestId('redeem-free-balance')).toHaveTextContent('€60')
    expect(within(dialog).getByRole('radio', { name: 'Digital, by e-mail' })).toBeChecked()
    expect(within(dialog).getByLabelText('Amount')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'More information about Kasteel Spa' }))
    expect(onMoreInfo).toHaveBeenCalledOnce()

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Physical card, by post' }))
    expect(within(dialog).getByRole('note')).toHaveTextContent('at the checkout you give the delivery address')
    fireEvent.click(within(dialog).getByRole('radio', { name: '€50' }))
    fireEvent.change(within(dialog).getByLabelText('Personal message (optional)'), { target: { value: 'Enjoy!' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to my choice' }))
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('12', 50, 'Enjoy!'))
  })

  it('traps Tab inside and has no note for a donation', () => {
    render(<GiftCardModal product={{ ...product, productType: 'DONATION', physicalVariationConfig: null }} locale="en-BE" freeBalance={null} onAdd={vi.fn()} />)
    openFrom(REDEEM_MODALS.giftCard)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).queryByLabelText('Personal message (optional)')).toBeNull()
    expect(within(dialog).queryByRole('radio')).toBeNull()
    const last = within(dialog).getByRole('button', { name: 'Add to my choice' })
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).not.toBe(last)
  })
})

describe('MoreInfoModal', () => {
  it('shows the amounts and delivery of each variation from the product data and goes on to choosing it', () => {
    const onChoose = vi.fn()
    render(<MoreInfoModal product={product} locale="en-BE" onChoose={onChoose} onShop={vi.fn()} />)
    openFrom(REDEEM_MODALS.moreInfo)
    const dialog = screen.getByRole('dialog', { name: 'About Kasteel Spa' })
    expect(dialog).toHaveTextContent('A day of rest in the castle spa.')
    expect(dialog).toHaveTextContent('Digital, by e-mailAny whole amount from €10 to €200')
    expect(dialog).toHaveTextContent('Physical card, by postFixed amounts: €25, €50')
    expect(within(dialog).queryByTitle(/.+/)).toBeNull()
    expect(dialog.querySelector('iframe')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose this gift card' }))
    expect(onChoose).toHaveBeenCalledOnce()
    // Without a webshop of the brand there is nothing to show in the shop iframe modal.
    expect(within(dialog).queryByRole('button', { name: 'View the webshop' })).toBeNull()
  })

  it('offers the brand webshop when the product has an https one, framed or visited', () => {
    const onShop = vi.fn()
    const { rerender } = render(<MoreInfoModal product={{ ...product, giftCardBrand: { ...NO_BRAND_SHOP, iframeUrl: 'https://kasteel-spa.example/' } }} locale="en-BE" onChoose={vi.fn()} onShop={onShop} />)
    openFrom(REDEEM_MODALS.moreInfo)
    fireEvent.click(within(screen.getByRole('dialog', { name: 'About Kasteel Spa' })).getByRole('button', { name: 'View the webshop' }))
    expect(onShop).toHaveBeenCalledOnce()
    // A brand with only a redirect is offered too; one with an address that is not https is not.
    rerender(<NextIntlClientProvider locale="en" messages={en}><MoreInfoModal product={{ ...product, giftCardBrand: { ...NO_BRAND_SHOP, redirectLink: 'https://kasteel-spa.example/visit/', redirectTime: 3 } }} locale="en-BE" onChoose={vi.fn()} onShop={onShop} /></NextIntlClientProvider>)
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'View the webshop' })).toBeInTheDocument()
    rerender(<NextIntlClientProvider locale="en" messages={en}><MoreInfoModal product={{ ...product, giftCardBrand: { ...NO_BRAND_SHOP, redirectLink: 'http://kasteel-spa.example/visit/', redirectTime: 3 } }} locale="en-BE" onChoose={vi.fn()} onShop={onShop} /></NextIntlClientProvider>)
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'View the webshop' })).toBeNull()
  })

  it("links to the page where the brand presents its products, in a new tab, https only (docs/rules/redeem.md brand redirect)", () => {
    const link = { title: 'What Kasteel Spa offers', url: 'https://kasteel-spa.example/treatments/' }
    const { rerender } = render(<MoreInfoModal product={{ ...product, giftCardBrand: { ...NO_BRAND_SHOP, productExternalLink: link } }} locale="en-BE" onChoose={vi.fn()} onShop={vi.fn()} />)
    openFrom(REDEEM_MODALS.moreInfo)
    const anchor = within(screen.getByRole('dialog', { name: 'About Kasteel Spa' })).getByRole('link', { name: 'What Kasteel Spa offers (opens in a new window)' })
    expect(anchor).toHaveAttribute('href', 'https://kasteel-spa.example/treatments/')
    expect(anchor).toHaveAttribute('target', '_blank')
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
    rerender(<NextIntlClientProvider locale="en" messages={en}><MoreInfoModal product={{ ...product, giftCardBrand: { ...NO_BRAND_SHOP, productExternalLink: { ...link, url: 'javascript:alert(1)' } } }} locale="en-BE" onChoose={vi.fn()} onShop={vi.fn()} /></NextIntlClientProvider>)
    expect(within(screen.getByRole('dialog')).queryByRole('link')).toBeNull()
  })
})

describe('ShopIframeModal (docs/rules/redeem.md shop iframe)', () => {
  it("frames the brand's webshop sandboxed and without referrer, with a new-tab link for shops that refuse frames", () => {
    render(<ShopIframeModal product={{ title: 'Kasteel Spa', giftCardBrand: { ...NO_BRAND_SHOP, iframeUrl: 'https://kasteel-spa.example/' } }} />)
    openFrom(REDEEM_MODALS.shopIframe)
    const dialog = screen.getByRole('dialog', { name: 'The webshop of Kasteel Spa' })
    const frame = within(dialog).getByTitle('Webshop of Kasteel Spa')
    expect(frame).toHaveAttribute('src', 'https://kasteel-spa.example/')
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    const link = within(dialog).getByRole('link', { name: 'Open the webshop of Kasteel Spa in a new tab' })
    expect(link).toHaveAttribute('href', 'https://kasteel-spa.example/')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('frames nothing that is not https', () => {
    render(<ShopIframeModal product={{ title: 'Kasteel Spa', giftCardBrand: { iframeUrl: 'javascript:alert(1)', redirectLink: 'http://kasteel-spa.example/', redirectTime: 3 } }} />)
    openFrom(REDEEM_MODALS.shopIframe)
    expect(screen.getByRole('dialog').querySelector('iframe')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('timer')).toBeNull()
  })
})

describe('ShopIframeModal with a brand redirect (docs/rules/redeem.md brand redirect)', () => {
  const travel = { title: 'Horizonte Travel', giftCardBrand: { iframeUrl: 'https://horizonte-travel.example/', redirectLink: 'https://horizonte-travel.example/giftcard/', redirectTime: 5 } }

  it('counts the seconds down where the shopper sees them, then goes to the brand once, instead of framing its webshop', () => {
    vi.useFakeTimers()
    const navigate = vi.fn()
    render(<ShopIframeModal product={travel} navigate={navigate} />)
    openFrom(REDEEM_MODALS.shopIframe)
    const dialog = screen.getByRole('dialog', { name: 'The webshop of Horizonte Travel' })
    expect(dialog.querySelector('iframe')).toBeNull()
    expect(dialog).toHaveTextContent('The webshop of Horizonte Travel opens on its own site. Come back here afterwards: your choice and your balance are kept.')
    const timer = within(dialog).getByRole('timer')
    expect(timer).toHaveTextContent('Taking you there in 5 seconds.')
    const now = within(dialog).getByRole('link', { name: 'Go to the webshop of Horizonte Travel now' })
    expect(now).toHaveAttribute('href', 'https://horizonte-travel.example/giftcard/')
    expect(now).toHaveAttribute('referrerpolicy', 'no-referrer')
    act(() => vi.advanceTimersByTime(1000))
    expect(timer).toHaveTextContent('Taking you there in 4 seconds.')
    act(() => vi.advanceTimersByTime(3000))
    expect(timer).toHaveTextContent('Taking you there in 1 second.')
    expect(navigate).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(timer).toHaveTextContent('Taking you there now…')
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://horizonte-travel.example/giftcard/')
    act(() => vi.advanceTimersByTime(10_000))
    expect(navigate).toHaveBeenCalledOnce()
  })

  it('"Stay here" closes the notice and nothing follows; reopened, the countdown starts again', () => {
    vi.useFakeTimers()
    const navigate = vi.fn()
    render(<ShopIframeModal product={travel} navigate={navigate} />)
    const opener = openFrom(REDEEM_MODALS.shopIframe)
    act(() => vi.advanceTimersByTime(3000))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stay here' }))
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    act(() => vi.advanceTimersByTime(10_000))
    expect(navigate).not.toHaveBeenCalled()

    openFrom(REDEEM_MODALS.shopIframe)
    expect(screen.getByRole('timer')).toHaveTextContent('Taking you there in 5 seconds.')
  })

  it('closing the modal any other way cancels the countdown too', () => {
    vi.useFakeTimers()
    const navigate = vi.fn()
    render(<ShopIframeModal product={travel} navigate={navigate} />)
    openFrom(REDEEM_MODALS.shopIframe)
    act(() => vi.advanceTimersByTime(2000))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(10_000))
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('BasketModal', () => {
  it('shows the basket under the title "Your choice" with its way on, and closes on the close button', () => {
    vi.useFakeTimers()
    render(<BasketModal footer={<button type="button">Continue</button>}><p>2 cards</p></BasketModal>)
    const opener = openFrom(REDEEM_MODALS.basket)
    const dialog = screen.getByRole('dialog', { name: 'Your choice' })
    expect(dialog).toHaveTextContent('2 cards')
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
