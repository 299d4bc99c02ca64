// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import fr from '@/i18n/messages/fr.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { PageError } from './page-error'
import { StorefrontLinksProvider } from './storefront-links'

function renderPageError(retry = vi.fn()) {
  renderWithTheme(
    <NextIntlClientProvider locale="fr" messages={fr}>
      <StorefrontLinksProvider links={{ home: '/fr/' }}>
        <PageError retry={retry} />
      </StorefrontLinksProvider>
    </NextIntlClientProvider>,
  )
  return retry
}

describe('the page error', () => {
  it('apologises in the page language, with the focus on its heading', () => {
    renderPageError()
    const heading = screen.getByRole('heading', { level: 1, name: fr.errors.title })
    expect(heading).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(fr.errors.default)
  })

  it('tries the page again, or links to the home page of the storefront and language', () => {
    const retry = renderPageError()
    fireEvent.click(screen.getByRole('button', { name: fr.common.tryAgain }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: fr.common.home })).toHaveAttribute('href', '/fr/')
  })
})
