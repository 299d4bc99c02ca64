import 'server-only'
import { getStorefront } from '@/config/storefronts/resolve'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { cardArtImage, giftCardMail } from './mails/gift-card-mail'

/**
 * Renders one card e-mail, with its barcode, QR code and PDF, and throws it away: the first one a
 * server renders loads React Email's renderer and the image and PDF libraries and parses the fonts,
 * and that first one is otherwise written inside a shopper's payment. Nothing is stored or sent.
 */
export async function warmUpCardMail(): Promise<void> {
  const storefront = getStorefront('CBBE')
  const origin = storefrontOrigin(storefront)
  const product = { slug: 'pomme-store', image: '/card-art/pomme-store/', brandKey: 'pomme-store', backgroundColor: '#1D1D1F', isChoiceCard: false }
  await giftCardMail(storefront, storefront.defaultLanguage, {
    recipient: 'warm-up@example.com', giftCardId: '00000000-0000-4000-8000-000000000000', receiverFirstName: null,
    sender: storefront.brandName, message: null, productTitle: 'Pomme Store', amount: '€ 25', expiry: '1',
    card: { number: '6000000000000000000', pin: '000000' }, art: cardArtImage(storefront, product),
    cardPage: { label: storefront.brandName, href: `${origin}/` }, usage: { kind: 'brand', webshopUrl: null }, product,
  })
}
