import { STOREFRONTS } from '@/config/storefronts/registry'
import type { StoreSwitchConfig } from '@/components/chrome/store-switch/countries'

/** What the CBBE layout hands the store switcher on a Dutch page. */
export const CBBE_STORE_SWITCH_CONFIG: StoreSwitchConfig = {
  shopper: { storefrontCode: 'CBBE', storeId: STOREFRONTS.CBBE.storeId, language: 'nl', countryCode: 'BE' },
  currentCountry: 'BE',
  currentLanguage: 'nl',
  languages: ['nl', 'fr'],
  defaultLanguage: 'nl',
}
