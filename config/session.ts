/** Session cookie facts shared by the browser and the server. Plain module. */

/** Name of the cookie that holds the opaque session token (httpOnly). */
export const SESSION_COOKIE = 'session'

/**
 * A non-secret, script-readable hint that a session cookie was set, so cached pages only ask the API
 * for the user when someone may be logged in (anonymous visitors cost no request). It carries no
 * identity: the httpOnly session cookie is the only credential.
 */
export const LOGGED_IN_HINT_COOKIE = 'logged_in'

/** Name of the cookie that holds an anonymous basket's opaque token (httpOnly). */
export const BASKET_COOKIE = 'basket'

/** An anonymous basket is kept for 30 days after its last change. */
export const BASKET_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
