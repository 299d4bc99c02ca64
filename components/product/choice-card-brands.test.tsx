// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { ChoiceCardBrands } from './choice-card-brands'

const brands = [
  { id: '3', title: 'Bol.com', path: '/cadeaubonnen/bol/' },
  { id: '7', title: 'Red Cross', path: '/cadeaubonnen/red-cross/' },
  { id: '5', title: 'Zalando', path: '/cadeaubonnen/zalando/' },
]
const texts = {
  open: en.product.brandsOpen,
  title: en.product.brandsTitle,
  intro: en.product.brandsIntro.replace('{count}', '3'),
  close: en.common.close,
}

describe('ChoiceCardBrands', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('lists every brand the choice card swaps for, each linking to its gift card, and closes on Escape back to its trigger', async () => {
    renderWithTheme(<ChoiceCardBrands brands={brands} texts={texts} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    const { dialog, closeWithEscape } = await openModalWith(screen.getByRole('button', { name: 'See all brands' }), 'Brands to choose from')

    expect(within(dialog).getByText('The recipient can swap the choice gift card for a gift card or donation from any of these 3 brands.')).toBeInTheDocument()
    const list = within(dialog).getByRole('list', { name: 'Brands to choose from' })
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bol.com', '/cadeaubonnen/bol/'], ['Red Cross', '/cadeaubonnen/red-cross/'], ['Zalando', '/cadeaubonnen/zalando/'],
    ])

    await closeWithEscape()
  })
})
