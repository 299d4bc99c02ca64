// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import type { ContentBlockData, ContentTexts } from './block-data'
import { BlockList } from './block-list'

const quote = (id: string, text: string, author: string): ContentBlockData => ({ __typename: 'TestimonialBlock', id, blockType: 'TESTIMONIAL', quote: text, author, role: 'customer' })
const texts: ContentTexts = {
  phone: 'Phone', email: 'E-mail', hours: 'Opening hours', address: 'Address', products: 'Recommended gift cards', readMore: 'Read more', dates: {},
  testimonials: { open: en.content.testimonialsOpen, title: en.content.testimonialsTitle, close: en.common.close },
}
const title: ContentBlockData = { __typename: 'TitleBlock', id: 't', blockType: 'TITLE', title: 'Why us', subtitle: null, level: 2 }

describe('Testimonials', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('gathers consecutive testimonials and opens all of them in the mobile testimonials modal, closing on Escape back to its trigger', async () => {
    renderWithTheme(<BlockList blocks={[title, quote('a', 'Sent within the hour.', 'Lotte'), quote('b', 'On their desks the next day.', 'Pieter')]} texts={texts} />)
    const { dialog, closeWithEscape } = await openModalWith(screen.getByRole('button', { name: 'Read all reviews' }), 'What our customers say')
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Sent within the hour.Lotte, customer', 'On their desks the next day.Pieter, customer'])
    await closeWithEscape()
  })

  it('shows a lone testimonial without a modal', () => {
    renderWithTheme(<BlockList blocks={[quote('a', 'Sent within the hour.', 'Lotte'), title, quote('b', 'On their desks the next day.', 'Pieter')]} texts={texts} />)
    expect(screen.getByText('Sent within the hour.')).toBeInTheDocument()
    expect(screen.getByText('On their desks the next day.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Read all reviews' })).not.toBeInTheDocument()
  })
})
