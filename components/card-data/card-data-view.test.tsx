// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CardDataView, type CardDataFacts, type CardDataTexts } from './card-data-view'

/**
 * The card page's voucher: the barcode a till scans is there under a name a screen reader says (with
 * the card number), and the PDF to print is one labelled link in the actions beside it.
 */
/** The shape cardBarcodeSvg draws (a white ground, one path of bars), cut short. */
const BARCODE_SVG = '<svg viewBox="0 0 352 119" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="#FFFFFF" /><path stroke="#000000" stroke-width="4" d="M22 111L22 8M66 111L66 8" /></svg>'
const PDF_HREF = '/api/card-data/AbCdEf_-123/pdf/?language=nl'

const card: CardDataFacts = {
  productTitle: 'Stadsbioscoop', productImage: '/card-art/stadsbioscoop/', backgroundColor: '#123456',
  amount: '€ 37,45', balance: '€ 37,45', expiry: '27 november 2029', cardNumber: '6000 0000 1123 4567 897', pin: '047110', stateNote: null,
  barcodeSvg: BARCODE_SVG, pdfHref: PDF_HREF,
}
const texts: CardDataTexts = {
  amount: 'Waarde: € 37,45', balance: 'Huidig saldo: € 37,45', expiry: 'Geldig tot 27 november 2029', cardNumber: 'Kaartnummer', pin: 'Pincode',
  barcodeLabel: 'Streepjescode van kaartnummer 6000 0000 1123 4567 897', barcodeHelp: 'Toon deze streepjescode aan de kassa.',
  actionsLabel: 'Bewaar uw cadeaubon', downloadPdf: 'Pdf downloaden',
}

describe('the card data voucher', () => {
  it('shows the card number as a barcode named with the number, on white, drawn as the SVG it was given', () => {
    render(<CardDataView card={card} texts={texts} />)
    const barcode = screen.getByRole('img', { name: 'Streepjescode van kaartnummer 6000 0000 1123 4567 897' })
    expect(barcode).toHaveStyle({ background: '#fff' })
    const svg = barcode.querySelector('svg')
    expect(svg?.getAttribute('viewBox')).toBe('0 0 352 119')
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M22 111L22 8M66 111L66 8')
    expect(screen.getByText('Toon deze streepjescode aan de kassa.')).toBeInTheDocument()
    // Number and PIN stay as text beside it, for a till that types them in.
    expect(screen.getByTestId('card-data-number')).toHaveTextContent('6000 0000 1123 4567 897')
    expect(screen.getByTestId('card-data-pin')).toHaveTextContent('047110')
  })

  it('offers the PDF as a labelled download among the card\'s actions', () => {
    render(<CardDataView card={card} texts={texts} />)
    const actions = screen.getByRole('group', { name: 'Bewaar uw cadeaubon' })
    const link = within(actions).getByRole('link', { name: 'Pdf downloaden' })
    expect(link).toHaveAttribute('href', PDF_HREF)
    expect(link).toHaveAttribute('download')
  })
})
