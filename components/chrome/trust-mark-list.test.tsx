// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { TopBar } from './top-bar'
import { TrustMarkList } from './trust-mark-list'

describe('TrustMarkList', () => {
  it('shows each mark at its width; a linked mark is named by the label, one without a link is decoration', () => {
    renderWithTheme(<TrustMarkList label="Trust marks" marks={[{ src: '/brands/cb/trust-1.svg', width: 56, link: 'https://keurmerk.example/cadeaubon' }, { src: '/brands/cb/trust-2.svg', width: 56 }]} />)
    const list = screen.getByRole('list', { name: 'Trust marks' })
    const linked = screen.getByRole('link', { name: 'Trust marks' })
    expect(linked).toHaveAttribute('href', 'https://keurmerk.example/cadeaubon')
    const images = list.querySelectorAll('img')
    expect([...images].map((image) => [image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('alt')])).toEqual([
      ['/brands/cb/trust-1.svg', '56', 'Trust marks'],
      ['/brands/cb/trust-2.svg', '56', ''],
    ])
  })

  it('renders nothing without marks', () => {
    const { container } = renderWithTheme(<TrustMarkList label="Trust marks" marks={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("sits in the top bar beside the selling points", () => {
    renderWithTheme(<TopBar label="Why us" points={['Ordered before 17:00, delivered tomorrow']} trustMarks={{ label: 'Trust marks', marks: [{ src: '/brands/cb/trust-1.svg', width: 24 }] }} />)
    const bar = screen.getByRole('complementary', { name: 'Why us' })
    expect(bar.querySelector('ul[aria-label="Trust marks"] img')).toHaveAttribute('width', '24')
    expect(bar).toHaveTextContent('Ordered before 17:00, delivered tomorrow')
  })
})
