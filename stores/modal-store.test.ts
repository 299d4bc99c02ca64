import { beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from './modal-store'

const store = () => useModalStore.getState()

describe('modal store', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('keeps one modal open at a time by default', () => {
    store().openModal('login')
    store().openModal('search')
    expect(store().open).toEqual(['search'])
  })

  it('stacks a modal on top when asked, moving an already open one to the top', () => {
    store().openModal('basket')
    store().openModal('confirm-delete', { stack: true })
    expect(store().open).toEqual(['basket', 'confirm-delete'])
    store().openModal('basket', { stack: true })
    expect(store().open).toEqual(['confirm-delete', 'basket'])
  })

  it('closes one modal or all of them', () => {
    store().openModal('basket')
    store().openModal('confirm-delete', { stack: true })
    store().closeModal('confirm-delete')
    expect(store().open).toEqual(['basket'])
    store().openModal('confirm-delete', { stack: true })
    store().closeAll()
    expect(store().open).toEqual([])
  })
})
