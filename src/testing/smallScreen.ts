/**
 * For a describe block: every media query matches while its tests run, so MUI's down('sm') and down('md') report a
 * small screen (jsdom has no layout). The real matchMedia is put back after each test.
 */
export function onSmallScreen(): void {
  const realMatchMedia = window.matchMedia
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList
  })
  afterEach(() => {
    window.matchMedia = realMatchMedia
  })
}
