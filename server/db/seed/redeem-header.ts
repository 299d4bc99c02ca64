/**
 * The seeded informative messages of the redeem header (docs/rules/chrome.md): CBBE in both its languages, so the
 * demo shows the feature. They repeat the support hours of the footer, which stay true whatever the date; a
 * message with a date in it would outlive its day. Operators change them with `npm run content:redeem-message`.
 */
import type { Language, StorefrontCode } from '@/config/storefronts/types'

export const SEEDED_REDEEM_HEADER_MESSAGES: Readonly<Partial<Record<StorefrontCode, Partial<Record<Language, string>>>>> = {
  CBBE: {
    nl: 'Vragen over uw cadeaubon? Onze klantenservice helpt u op werkdagen van 9:00 tot 17:00.',
    fr: 'Une question sur votre carte cadeau ? Notre service client vous aide les jours ouvrables de 9h00 à 17h00.',
  },
}
