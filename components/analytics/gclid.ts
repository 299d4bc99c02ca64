/** docs/rules/api.md: the click id `gclid` is read from the address and kept in local storage for attribution. */
export const GCLID_STORAGE_KEY = 'gclid'

export function captureGclid(location: Pick<Location, 'search'> = window.location, storage: Pick<Storage, 'setItem'> = window.localStorage): string | null {
  const gclid = new URLSearchParams(location.search).get('gclid')?.trim()
  // Google click ids are URL-safe tokens; anything else is not worth keeping.
  if (!gclid || !/^[\w-]{1,256}$/.test(gclid)) return null
  try {
    storage.setItem(GCLID_STORAGE_KEY, gclid)
  } catch {
    // Storage can be full or disabled (private mode): attribution is optional.
  }
  return gclid
}
