// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ModalLogoProvider } from '@/components/chrome/modal-logo'
import { getStorefront } from '@/config/storefronts/resolve'
import { brandingAltTexts } from '@/i18n/branding-alt'
import en from '@/i18n/messages/en.json'
import nl from '@/i18n/messages/nl.json'
import { useModalStore } from '@/stores/modal-store'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { AlternativeChoice } from './alternative-choice'

const texts = {
  open: en.product.alternativeChoiceOpen,
  title: en.product.choiceCard,
  text: en.product.choiceCardText.replace('{count}', '200'),
  swap: en.product.choiceCardSwap,
  link: en.product.alternativeChoiceLink,
  close: en.common.close,
}

describe('AlternativeChoice', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('opens the choice card modal with the storefront artwork and link, and closes on Escape back to its trigger', async () => {
    renderWithTheme(
      <ModalLogoProvider logo={{ src: '/brands/cb/modal-logo.svg', alt: 'Cadorama' }}>
        <AlternativeChoice image={{ src: '/brands/cb/alternative-choice.svg', alt: 'Cadorama choice gift card' }} href="/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/" texts={texts} />
      </ModalLogoProvider>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const trigger = screen.getByRole('button', { name: 'Not sure? Give the choice gift card' })
    const { dialog, closeWithEscape } = await openModalWith(trigger, 'Choice gift card')

    expect(within(dialog).getByRole('img', { name: 'Cadorama choice gift card' })).toHaveAttribute('src', '/brands/cb/alternative-choice.svg')
    expect(within(dialog).getByRole('img', { name: 'Cadorama' })).toHaveAttribute('src', '/brands/cb/modal-logo.svg')
    expect(within(dialog).getByText(/chooses from more than 200 gift cards/)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Discover the choice gift card' })).toHaveAttribute('href', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')

    await closeWithEscape()
  })

  it('on a Dutch page names the storefront artwork in Dutch, from the registry and the branding messages', async () => {
    const storefront = getStorefront('CBBE')
    const { branding } = storefront
    const alt = await brandingAltTexts('nl', storefront)
    const dutch = {
      open: nl.product.alternativeChoiceOpen, title: nl.product.choiceCard, text: nl.product.choiceCardText.replace('{count}', '200'),
      swap: nl.product.choiceCardSwap, link: nl.product.alternativeChoiceLink, close: nl.common.close,
    }
    renderWithTheme(
      <AlternativeChoice image={{ src: branding.alternativeChoiceAllInOne.src, alt: alt(branding.alternativeChoiceAllInOne) }} href="/keuze-cadeaukaart/" texts={dutch} />,
    )
    const { dialog } = await openModalWith(screen.getByRole('button', { name: nl.product.alternativeChoiceOpen }), nl.product.choiceCard)
    expect(within(dialog).getByRole('img', { name: 'Keuze cadeaukaart van Cadorama' })).toHaveAttribute('src', '/brands/cb/alternative-choice.svg')
    expect(within(dialog).queryByRole('img', { name: /choice gift card/ })).toBeNull()
  })
})
