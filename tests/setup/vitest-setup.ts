// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); matchers load only there.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
}
export {}
