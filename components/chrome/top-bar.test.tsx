// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TopBar } from './top-bar'

const first = 'Ordered before 17:00, delivered tomorrow'
const points = [first, 'Always a suitable business gift', 'Personalize with packaging']

function styles(): string {
  return [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('')
}

/** The class styled-components generated for the list's own rules (its last class). */
function ownClass(list: HTMLElement): string {
  const className = list.className.split(' ').at(-1) ?? ''
  expect(className).toMatch(/^\w+$/)
  return className
}

// A server component without a theme: it renders without a ThemeProvider.
describe('TopBar', () => {
  it('lists the three points plus a hidden clone of the first, in a bar named by its label', () => {
    render(<TopBar points={points} label="Our promises" />)
    const list = screen.getByRole('list')
    expect(screen.getByRole('complementary', { name: 'Our promises' })).toContainElement(list)
    const items = list.querySelectorAll('li')
    expect([...items].map((item) => item.textContent)).toEqual([...points, first])
    expect(items[3]).toHaveAttribute('aria-hidden', 'true')
    expect([...items].slice(0, 3).every((item) => !item.hasAttribute('aria-hidden'))).toBe(true)
  })

  it('rotates by a CSS animation up to 1023 px: a 9000 ms cycle after 3000 ms, keyframes written with the page', () => {
    render(<TopBar points={points} label="Our promises" />)
    const listClass = ownClass(screen.getByRole('list'))
    const animation = new RegExp(`@media \\(max-width: 1023px\\)\\{\\.${listClass}\\{animation:(\\w+) 9000ms ease-in-out 3000ms infinite;\\}`).exec(styles())
    expect(animation).not.toBeNull()
    const name = animation?.[1] ?? ''
    expect(styles()).toContain(
      `@keyframes ${name}{` +
        '0%{transform:translateY(0px);}' +
        '6.6667%{transform:translateY(-32px);}' +
        '33.3333%{transform:translateY(-32px);}' +
        '40%{transform:translateY(-64px);}' +
        '66.6667%{transform:translateY(-64px);}' +
        '73.3333%{transform:translateY(-96px);animation-timing-function:step-start;}' +
        '100%{transform:translateY(0px);}}',
    )
  })

  it('with reduced motion the points change at once instead of sliding', () => {
    render(<TopBar points={points} label="Our promises" />)
    const listClass = ownClass(screen.getByRole('list'))
    expect(styles()).toContain(`@media (prefers-reduced-motion: reduce){.${listClass}{animation-timing-function:step-start;}}`)
  })

  it('one point: no clone and no animation', () => {
    render(<TopBar points={[first]} label="Our promises" />)
    const list = screen.getByRole('list')
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([first])
    // Each of the list's rules (a split at every closing brace leaves the selector with its declarations).
    const rules = styles().split('}').filter((rule) => rule.includes(`.${ownClass(list)}{`))
    expect(rules.length).toBeGreaterThan(0)
    expect(rules.join('}')).not.toContain('animation')
  })
})
