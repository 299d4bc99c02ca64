import 'server-only'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { adyenProviderFromEnv } from './adyen/adyen-provider'
import { testPaymentProvider, testPaymentsAllowed } from './test-provider'
import type { PaymentProvider } from './types'

/**
 * The payment provider of this deployment: Adyen when its keys are configured, else the built-in
 * test payment page (outside production, or when ALLOW_TEST_PAYMENTS=1 says so), else none: a
 * production shop without a provider takes no orders rather than giving cards away.
 */
export function paymentProviderFor(db: Db, storefront: Storefront, language: Language): PaymentProvider | null {
  const adyen = adyenProviderFromEnv()
  if (adyen) return adyen
  if (!testPaymentsAllowed()) return null
  const page = storefrontOrigin(storefront) + localizePath('testPayment', {}, language, storefront.defaultLanguage)
  return testPaymentProvider(db, (id) => `${page}?payment=${encodeURIComponent(id)}`)
}
