import type en from './messages/en.json'
import type { Language } from '@/config/storefronts/types'

// Message keys are type-checked: a `t('…')` call with a key that en.json lacks does not compile.
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en
    Locale: Language
  }
}
