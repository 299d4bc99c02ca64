// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { BusinessForm } from './business-form'
import { fieldOfParameter, type BusinessProductOption } from './business-form-values'

const products: BusinessProductOption[] = [
  { slug: 'pomme-store', title: 'Pomme Store', digital: { min: 10, max: 250 }, physical: { min: 10, max: 250 } },
  { slug: 'horizonte-travel', title: 'Horizonte Travel', digital: { min: 50, max: 500 }, physical: null },
]
const props = { shopper: testShopper, locale: 'en-BE', currency: 'EUR', countryCode: 'BE', products }
const receipt = (kind: string, email: string) => ({ __typename: 'BusinessRequestPayload', request: { __typename: 'BusinessRequestReceipt', id: 'r1', kind, email, orderReference: null }, errors: [] })

function fillValid(email = 'sofie@acme.example') {
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme BV' } })
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sofie' } })
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Peeters' } })
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+32 470 12 34 56' } })
  fireEvent.change(screen.getByLabelText('Amount per card (EUR)'), { target: { value: '50' } })
  fireEvent.change(screen.getByLabelText('Number of cards'), { target: { value: '20' } })
}

describe('BusinessForm', () => {
  it('shows each error at its field and sends nothing while the form is incomplete', async () => {
    const { requests } = renderAccountIsland(<BusinessForm {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }))
    expect(await screen.findByText('Company name is a required field')).toBeInTheDocument()
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Please choose a gift card')).toBeInTheDocument()
    expect(screen.getByText('Please enter an amount per card')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('sends a quote request for the prefilled product and confirms with the 1-hour promise', async () => {
    const { requests } = renderAccountIsland(<BusinessForm {...props} productSlug="horizonte-travel" />, {
      answer: (operation) => (operation === 'RequestBusinessQuote' ? { requestBusinessQuote: receipt('QUOTE', 'sofie@acme.example') } : {}),
    })
    expect(screen.getByRole('combobox', { name: 'Gift card' })).toHaveValue('Horizonte Travel')
    // Horizonte Travel is digital only.
    expect(screen.getByRole('radio', { name: 'Physical, by post' })).toBeDisabled()
    fillValid()
    expect(screen.getByText('Between €50 and €500')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }))
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your quote request' })
    // Focus moves in an effect after the success view renders: wait for it, as a slow machine needs.
    await waitFor(() => expect(thanks).toHaveFocus())
    expect(screen.getByText(/will answer within 1 hour/)).toHaveTextContent('sofie@acme.example')
    expect(requests).toHaveLength(1)
    expect(requests[0]!.variables.input).toMatchObject({
      companyName: 'Acme BV', vatNumber: null, captchaToken: 'test-token',
      cards: [{ productSlug: 'horizonte-travel', deliveryType: 'DIGITAL', amount: 50, quantity: 20, message: null }],
    })
  })

  it('checks the amount against the product range before sending', async () => {
    const { requests } = renderAccountIsland(<BusinessForm {...props} productSlug="pomme-store" />)
    fillValid()
    fireEvent.change(screen.getByLabelText('Amount per card (EUR)'), { target: { value: '251' } })
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }))
    expect(await screen.findByText('Choose an amount per card between 10 and 250 EUR')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('the invoice version asks for VAT and registration numbers and the reference, and shows the server\'s errors at their fields', async () => {
    const { requests } = renderAccountIsland(<BusinessForm {...props} productSlug="pomme-store" />, {
      answer: () => ({ placeBusinessInvoiceOrder: { __typename: 'BusinessRequestPayload', request: null, errors: [
        { __typename: 'ApiError', code: 3342, message: 'Choose an amount per card between 10 and 250 EUR.', referencedRequestParameter: 'input.cards[0].amount' },
      ] } }),
    })
    fireEvent.click(screen.getByRole('radio', { name: 'Order on invoice' }))
    fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Place order on invoice' }))
    expect(await screen.findByText('VAT number is a required field')).toBeInTheDocument()
    expect(screen.getByText('Company registration number is a required field')).toBeInTheDocument()
    expect(screen.getByText('Reference or cost centre is a required field')).toBeInTheDocument()
    expect(screen.getByText('Street is a required field')).toBeInTheDocument()
    expect(screen.getByText('Postcode is a required field')).toBeInTheDocument()
    expect(requests).toEqual([])

    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: 'BE0123456789' } })
    fireEvent.change(screen.getByLabelText('Company registration number'), { target: { value: '0123456789' } })
    fireEvent.change(screen.getByLabelText('Reference or cost centre'), { target: { value: 'PO-7781' } })
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Kerkstraat' } })
    fireEvent.change(screen.getByLabelText('House number'), { target: { value: '12' } })
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '9000' } })
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Gent' } })
    fireEvent.click(screen.getByRole('button', { name: 'Place order on invoice' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]!.operationName).toBe('PlaceBusinessInvoiceOrder')
    expect(requests[0]!.variables.input).toMatchObject({ address: { street: 'Kerkstraat', houseNumber: '12', suffix: null, postCode: '9000', city: 'Gent' } })
    expect(await screen.findByText('Choose an amount per card between 10 and 250 EUR.')).toBeInTheDocument()
    expect(screen.getByLabelText('Amount per card (EUR)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps an invoice order to 50 cards before sending, and names the placed order', async () => {
    const { requests } = renderAccountIsland(<BusinessForm {...props} productSlug="pomme-store" initialKind="INVOICE_ORDER" />, {
      answer: () => ({ placeBusinessInvoiceOrder: { __typename: 'BusinessRequestPayload', request: {
        __typename: 'BusinessRequestReceipt', id: 'r2', kind: 'INVOICE_ORDER', email: 'sofie@acme.example', orderReference: 'CBBE-20261126-104233',
      }, errors: [] } }),
    })
    fillValid()
    for (const [label, value] of [['VAT number', 'BE0123456789'], ['Company registration number', '0123456789'], ['Reference or cost centre', 'PO-7781'], ['Street', 'Kerkstraat'], ['House number', '12'], ['Postcode', '9000'], ['City', 'Gent']]) {
      fireEvent.change(screen.getByLabelText(label!), { target: { value } })
    }
    fireEvent.change(screen.getByLabelText('Number of cards'), { target: { value: '51' } })
    fireEvent.click(screen.getByRole('button', { name: 'Place order on invoice' }))
    expect(await screen.findByText('An order on invoice holds at most 50 gift cards. For more, please request a quote.')).toBeInTheDocument()
    expect(requests).toEqual([])

    fireEvent.change(screen.getByLabelText('Number of cards'), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Place order on invoice' }))
    expect(await screen.findByRole('heading', { name: 'Thank you for your order on invoice' })).toBeInTheDocument()
    expect(screen.getByText(/Your order CBBE-20261126-104233 is placed/)).toHaveTextContent('sofie@acme.example')
  })

  it('sends nothing without a captcha token', async () => {
    const { requests } = renderAccountIsland(<BusinessForm {...props} productSlug="pomme-store" />, { captchaToken: null })
    fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify that you are not a robot')
    expect(requests).toEqual([])
  })

  it('maps the API parameter to the form field', () => {
    expect(fieldOfParameter('input.cards[2].amount')).toBe('cards.2.amount')
    expect(fieldOfParameter('input.companyName')).toBe('companyName')
    expect(fieldOfParameter('captchaToken')).toBeNull()
  })
})
