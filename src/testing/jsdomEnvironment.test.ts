// The web project's environment skips, for each element, the style rules whose selectors all end in a class the
// element lacks (jsdomEnvironment.cjs). Whatever it skips, getComputedStyle must answer as the cascade says: these
// cases each hide an element through a rule the skipping must not lose, or keep one visible that a rule must not hide.

const CASCADE_CSS = `
  .box { visibility: visible }
  .hidden-by-class { visibility: hidden }
  .outer .inner-descendant { visibility: hidden }
  .outer > .inner-child { visibility: hidden }
  .first + .next-sibling { visibility: hidden }
  .first ~ .later-sibling { visibility: hidden }
  .one.two { visibility: hidden }
  .not-me:not(.spared) { visibility: hidden }
  #by-id { visibility: hidden }
  [data-state="closed"] { visibility: hidden }
  section.tagged { visibility: hidden }
  .listed, .also-listed { visibility: hidden }
  .pointerless { pointer-events: none }
  .pointerless .pointer-back { pointer-events: auto }
  @media screen { .in-screen-media { visibility: hidden } }
  .box.later-wins { visibility: hidden }
  .box.later-wins { visibility: visible }
`

function element(html: string, selector: string): Element {
  document.body.innerHTML = html
  const found = document.querySelector(selector)
  if (!found) throw new Error(`no ${selector}`)
  return found
}

const visibilityOf = (html: string, selector = '#target') => getComputedStyle(element(html, selector)).visibility

beforeAll(() => {
  const style = document.createElement('style')
  style.textContent = CASCADE_CSS
  document.head.append(style)
})

afterEach(() => {
  document.body.innerHTML = ''
})

test.each([
  ['its own class', '<div id="target" class="hidden-by-class"></div>'],
  ['a descendant rule', '<div class="outer"><p><span id="target" class="inner-descendant"></span></p></div>'],
  ['a child rule', '<div class="outer"><span id="target" class="inner-child"></span></div>'],
  ['an adjacent-sibling rule', '<i class="first"></i><b id="target" class="next-sibling"></b>'],
  ['a general-sibling rule', '<i class="first"></i><u></u><b id="target" class="later-sibling"></b>'],
  ['two classes in one compound', '<div id="target" class="two one"></div>'],
  ['a class with :not()', '<div id="target" class="not-me"></div>'],
  ['an id', '<div id="by-id"></div>'],
  ['an attribute', '<div id="target" data-state="closed"></div>'],
  ['a tag and a class', '<section id="target" class="tagged"></section>'],
  ['the second selector of a list', '<div id="target" class="also-listed"></div>'],
  ['a rule inside @media screen', '<div id="target" class="in-screen-media"></div>'],
  ['its parent (visibility is inherited)', '<div class="hidden-by-class"><span id="target"></span></div>'],
])('an element hidden by %s is hidden', (_how, html) => {
  expect(visibilityOf(html, html.includes('id="by-id"') ? '#by-id' : '#target')).toBe('hidden')
})

test.each([
  ['no rule names it', '<div id="target" class="box"></div>'],
  ['the descendant rule needs an ancestor it lacks', '<span id="target" class="inner-descendant"></span>'],
  [
    'the child rule needs a parent, not a grandparent',
    '<div class="outer"><p><i id="target" class="inner-child"></i></p></div>',
  ],
  ['the sibling comes after it', '<b id="target" class="next-sibling"></b><i class="first"></i>'],
  ['only one of two classes', '<div id="target" class="one"></div>'],
  [':not() spares it', '<div id="target" class="not-me spared"></div>'],
  ['a tag rule for another tag', '<div id="target" class="tagged"></div>'],
  ['a later rule makes it visible again', '<div id="target" class="box later-wins"></div>'],
])('an element stays visible when %s', (_how, html) => {
  expect(visibilityOf(html)).toBe('visible')
})

test('pointer-events follow the cascade and inheritance', () => {
  document.body.innerHTML =
    '<div class="pointerless"><button id="off">Off</button><span class="pointer-back"><b id="on">On</b></span></div>'
  expect(getComputedStyle(document.getElementById('off')!).pointerEvents).toBe('none')
  expect(getComputedStyle(document.getElementById('on')!).pointerEvents).toBe('auto')
})

test('a rule inserted after a first reading applies at the next', () => {
  const target = element('<div id="target" class="added-later"></div>', '#target')
  expect(getComputedStyle(target).visibility).toBe('visible')
  const style = document.createElement('style')
  document.head.append(style)
  style.sheet!.insertRule('.added-later { visibility: hidden }')
  expect(getComputedStyle(target).visibility).toBe('hidden')
})

test('the default style sheet still applies (a hidden attribute hides)', () => {
  expect(getComputedStyle(element('<div id="target" hidden></div>', '#target')).display).toBe('none')
})
