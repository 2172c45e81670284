import { menuContainer } from './menuContainer'

describe('menuContainer', () => {
  afterEach(() => document.body.replaceChildren())

  it('opens a list in the page main landmark when no dialog is open', () => {
    document.body.innerHTML = '<header></header><main id="page"></main>'
    expect(menuContainer().id).toBe('page')
  })

  it('opens a list in the dialog on top, not in one under it or one closed but kept mounted', () => {
    document.body.innerHTML = [
      '<main id="page"></main>',
      '<div aria-hidden="true"><div role="dialog" id="roster"></div></div>',
      '<div><div role="dialog" id="substitute"></div></div>',
      '<div aria-hidden="true"><div role="dialog" id="kept-closed"></div></div>',
    ].join('')
    expect(menuContainer().id).toBe('substitute')
  })

  it('falls back to the body on a page without a main landmark', () => {
    document.body.innerHTML = '<div id="sign-in"></div>'
    expect(menuContainer()).toBe(document.body)
  })
})
