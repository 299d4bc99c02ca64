import 'server-only'
import type { Db } from '@/server/db/types'
import { appSecretKey } from '../common/app-secret'

/** The row of `app_secrets` that holds the generated key when CARD_DATA_KEY is not set. */
export const CARD_DATA_KEY_NAME = 'card-data-key'

/** The key of card data links: CARD_DATA_KEY (32 bytes, base64) when configured, else one the app keeps. */
export function cardDataKey(db: Db, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  return appSecretKey(db, CARD_DATA_KEY_NAME, env.CARD_DATA_KEY, 'CARD_DATA_KEY')
}
