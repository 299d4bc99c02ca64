// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fr from '@/i18n/messages/fr.json'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const TEXTS = '@/i18n/last-resort-error'

/** A fresh copy of the page, so each test's texts module (real, failing or hanging) is the one it loads. */
async function renderGlobalError(address: string) {
  window.history.replaceState(null, '', address)
  vi.resetModules()
  const { default: GlobalError } = await import('./global-error')
  const retry = vi.fn()
  // The page is a whole document: rendered into this one's, as Next does.
  render(<GlobalError error={new Error('the layout failed')} retry={retry} />, { container: document })
  return retry
}

describe('the last-resort error page', () => {
  afterEach(() => {
    vi.doUnmock(TEXTS)
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('apologises in the address\'s language once its texts have loaded, and retries', async () => {
    const retry = await renderGlobalError('/fr/cartes-cadeaux/')
    // Before the texts arrive the page holds no text and no button, and says it is busy.
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByRole('heading', { name: fr.errors.title })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(fr.errors.default)
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false')
    expect(document.documentElement).toHaveAttribute('lang', 'fr')
    fireEvent.click(screen.getByRole('button', { name: fr.common.tryAgain }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('apologises in the browser\'s language on an address without a language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en'])
    await renderGlobalError('/')
    expect(await screen.findByRole('button', { name: de.common.tryAgain })).toBeInTheDocument()
    expect(screen.getByRole('heading')).toHaveTextContent(de.errors.title)
  })

  it('apologises in English, with a working retry, when the texts cannot load', async () => {
    vi.doMock(TEXTS, () => {
      throw new Error('the chunk could not load')
    })
    const retry = await renderGlobalError('/fr/')
    fireEvent.click(await screen.findByRole('button', { name: en.common.tryAgain }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading')).toHaveTextContent(en.errors.title)
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.default)
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })

  it('apologises in English while the texts take long to load, then in the language once they arrive', async () => {
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => { arrive = resolve })
    vi.doMock(TEXTS, async (importOriginal) => {
      await arrived
      return importOriginal()
    })
    vi.useFakeTimers()
    await renderGlobalError('/fr/')
    await act(async () => undefined)
    expect(screen.queryByRole('button')).toBeNull()
    act(() => vi.runAllTimers())
    expect(screen.getByRole('button', { name: en.common.tryAgain })).toBeInTheDocument()
    vi.useRealTimers()
    arrive()
    expect(await screen.findByRole('button', { name: fr.common.tryAgain })).toBeInTheDocument()
  })
})
