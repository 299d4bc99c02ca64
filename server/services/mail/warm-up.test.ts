import { describe, expect, it } from 'vitest'
import { warmUpCardMail } from './warm-up'

describe('warming up the card mail renderer at start', () => {
  // A sample the renderers refuse (a card number the barcode cannot carry, a missing text) would make
  // every start log a failure and leave the first shopper's payment to load everything.
  it('renders the sample card mail without an error', async () => {
    await expect(warmUpCardMail()).resolves.toBeUndefined()
  }, 30_000)
})
