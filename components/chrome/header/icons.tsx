/** Line icons of the header; decorative, the link or button they sit in carries the name. */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const

export const MenuIcon = () => (
  <svg {...common}><path d="M4 6h16M4 12h16M4 18h16" /></svg>
)
export const UserIcon = () => (
  <svg {...common}><circle cx="12" cy="8" r="4" /><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" /></svg>
)
export const BasketIcon = () => (
  <svg {...common}><path d="M3 9h18l-2 11H5L3 9z" /><path d="M8 9l4-6 4 6" /></svg>
)
export const SupportIcon = () => (
  <svg {...common}><circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14" /><path d="M12 17.5h.01" /></svg>
)
