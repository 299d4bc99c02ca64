// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useModalStore } from '@/stores/modal-store'
import { renderAccountIsland, testShopper, type RecordedRequest } from '@/tests/helpers/account-island'
import { AddressBook } from './address-book'

const receiver = {
  __typename: 'Receiver', id: 'r1', firstName: 'Bart', lastName: 'Claes', companyName: null, email: 'bart@example.com',
  street: 'Kerkstraat', houseNumber: '12', suffix: null, postCode: '9000', city: 'Gent', countryCode: 'BE',
}

function renderBook() {
  let receivers = [receiver]
  return renderAccountIsland(<AddressBook shopper={testShopper} />, {
    answer: (operation) => {
      if (operation === 'DeleteReceiver') {
        receivers = []
        return { deleteReceiver: { __typename: 'StatusPayload', status: 'DELETED', errors: [] } }
      }
      return { receivers: { __typename: 'ReceiversPayload', receivers, errors: [] } }
    },
  })
}
const deletions = (requests: RecordedRequest[]) => requests.filter((request) => request.operationName === 'DeleteReceiver')

describe('AddressBook', () => {
  afterEach(() => act(() => useModalStore.getState().closeAll()))

  it('deletes a receiver only after confirmation', async () => {
    const { requests } = renderBook()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address of Bart Claes' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete address' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete this address?')
    // Cancelling keeps the receiver.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(deletions(requests)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Delete the address of Bart Claes' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete address' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deletions(requests)).toHaveLength(1))
    expect(deletions(requests)[0]!.variables).toMatchObject({ id: 'r1' })
    expect(await screen.findByText('You have not saved any addresses yet.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('The address has been deleted.')
  })
})
