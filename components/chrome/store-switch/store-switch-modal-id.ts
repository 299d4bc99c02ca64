/**
 * The id of the store-switch modal in stores/modal-store.ts, in a module of its own: the footer's
 * trigger on every page needs it, not the country helpers beside it.
 */
export const STORE_SWITCH_MODAL_ID = 'store-switch'
