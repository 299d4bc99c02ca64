import { create } from 'zustand'

export interface OpenModalOptions {
  /** Open on top of the modals already open instead of replacing them. */
  stack?: boolean
}

export interface ModalState {
  /** Ids of the open modals, bottom to top. */
  open: string[]
  openModal: (id: string, options?: OpenModalOptions) => void
  closeModal: (id: string) => void
  closeAll: () => void
}

/** docs/rules/chrome.md: one modal at a time by default; `stack: true` opens one on top (e.g. a confirmation). */
export const useModalStore = create<ModalState>()((set) => ({
  open: [],
  openModal: (id, { stack = false } = {}) =>
    set((state) => ({ open: stack ? [...state.open.filter((openId) => openId !== id), id] : [id] })),
  closeModal: (id) => set((state) => ({ open: state.open.filter((openId) => openId !== id) })),
  closeAll: () => set({ open: [] }),
}))

export const useIsModalOpen = (id: string): boolean => useModalStore((state) => state.open.includes(id))

/** Only the top modal reacts to Escape and traps focus. */
export const useIsTopModal = (id: string): boolean => useModalStore((state) => state.open[state.open.length - 1] === id)
