// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import nl from '@/i18n/messages/nl.json'
import { StorefrontLinksProvider } from '@/components/chrome/storefront-links'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import StorefrontPageError from './error'

describe("a storefront page's error boundary", () => {
  it('loads the page error when a page fails: the apology, a retry and the way home', async () => {
    const retry = vi.fn()
    renderWithTheme(
      <NextIntlClientProvider locale="nl" messages={nl}>
        <StorefrontLinksProvider links={{ home: '/' }}>
          <StorefrontPageError error={new Error('the page failed')} retry={retry} />
        </StorefrontLinksProvider>
      </NextIntlClientProvider>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: nl.errors.title })).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(nl.errors.default)
    fireEvent.click(screen.getByRole('button', { name: nl.common.tryAgain }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: nl.common.home })).toHaveAttribute('href', '/')
  })
})
