// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WalletButtons } from './wallet-buttons'

const texts = { label: 'Add to a wallet app', apple: 'Add to Apple Wallet', google: 'Save to Google Wallet', note: 'Balance at download' }
const APPLE = '/api/card-data/abc/apple-pass/?language=en'
const GOOGLE = 'https://pay.google.com/gp/v/save/eyJ.x.y'

describe('WalletButtons', () => {
  it('links each configured wallet', () => {
    render(<WalletButtons links={{ applePassUrl: APPLE, googleSaveUrl: GOOGLE }} texts={texts} />)
    expect(screen.getByRole('region', { name: 'Add to a wallet app' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add to Apple Wallet' }).getAttribute('href')).toBe(APPLE)
    expect(screen.getByRole('link', { name: 'Save to Google Wallet' }).getAttribute('href')).toBe(GOOGLE)
  })

  it('hides the button of a wallet that is not configured', () => {
    render(<WalletButtons links={{ applePassUrl: null, googleSaveUrl: GOOGLE }} texts={texts} />)
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Save to Google Wallet' })).toBeTruthy()
  })

  it('renders nothing when no wallet is configured', () => {
    const { container } = render(<WalletButtons links={{ applePassUrl: null, googleSaveUrl: null }} texts={texts} />)
    expect(container.innerHTML).toBe('')
  })
})
