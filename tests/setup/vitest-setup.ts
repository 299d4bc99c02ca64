// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); matchers and the DOM
// cleanup between tests load only there.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { afterEach } = await import('vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}

export {}
