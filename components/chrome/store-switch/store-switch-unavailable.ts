import { TRANSPORT_ERROR_CODE } from '@/graphql/error-contract'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'

/**
 * The switcher cannot open (its code or its countries could not be had): the modal closes again and
 * the error modal says so, as for any request that did not reach the shop. The next try asks again.
 */
export function storeSwitchUnavailable(): void {
  useModalStore.getState().closeModal(STORE_SWITCH_MODAL_ID)
  useErrorStore.getState().showError({ code: TRANSPORT_ERROR_CODE, message: '', parameter: null })
}
