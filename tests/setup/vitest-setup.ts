// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); matchers and the DOM
// cleanup between tests load only there.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { afterEach } = await import('vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  afterEach(() => cleanup())
  // findBy and waitFor wait for their condition up to 5 s instead of 1 s: on a busy two-core machine
  // a render after typing can take longer than a second. A condition met sooner returns sooner.
  configure({ asyncUtilTimeout: 5_000 })
  // A modal's dialog loads with the first modal a page opens; loaded here, every test's modal opens
  // in the same render as in a browser that has it.
  const { preloadModalDialog } = await import('@/components/ui/modal')
  await preloadModalDialog()
}

export {}
