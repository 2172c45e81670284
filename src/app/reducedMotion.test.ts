import fs from 'node:fs'
import path from 'node:path'

// WCAG 2.3.3: for a user whose system asks for less motion (prefers-reduced-motion), every CSS animation and
// transition ends at once: a dialog, a menu or a toast is there at once, a spinner stands still. The rule is in the
// page itself (public/index.html), so it holds whatever styles an element, and costs the scripts nothing. The browser
// tests run with less motion asked for (e2e/playwright.config.ts), except the sign-in and walk-in journeys.

it('ends CSS animations and transitions at once when the system asks for less motion', () => {
  const html = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
  const style = document.createElement('style')
  style.textContent = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
  document.head.appendChild(style)
  try {
    const media = Array.from(style.sheet?.cssRules ?? []).find(
      (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule,
    )
    expect(media?.conditionText).toBe('(prefers-reduced-motion: reduce)')
    const every = media?.cssRules[0] as CSSStyleRule
    expect(every.selectorText.split(',').map((selector) => selector.trim())).toEqual(['*', '*::before', '*::after'])
    expect(every.style.getPropertyValue('animation-duration')).toBe('0.01ms')
    expect(every.style.getPropertyPriority('animation-duration')).toBe('important')
    expect(every.style.getPropertyValue('animation-iteration-count')).toBe('1')
    expect(every.style.getPropertyValue('transition-duration')).toBe('0.01ms')
    expect(every.style.getPropertyPriority('transition-duration')).toBe('important')
  } finally {
    style.remove()
  }
})
