import { Suspense } from 'react'
import { act, screen } from '@testing-library/react'
import { registerFeatureTexts } from './featureTexts'
import { i18n } from './i18n'
import { applyLanguage } from './languages'
import { renderWithProviders } from '@/testing/test-utils'

// A feature's Arabic catalog given as a loader downloads only when Arabic is wanted: with the language switch
// (src/i18n/languages.ts) for a feature already open, or when a feature opens in Arabic, which then waits for it.

const EN = { greeting: 'Hello' }
const AR = { greeting: 'أهلا' }

function deferredCatalog() {
  const asked: (() => void)[] = []
  const load = jest.fn(
    () =>
      new Promise<{ default: object }>((resolve) => {
        asked.push(() => resolve({ default: AR }))
      }),
  )
  return { load, deliver: () => asked.splice(0).forEach((give) => give()) }
}

function Greeting({ useT }: { useT: () => (key: 'greeting') => string }) {
  return <p>{useT()('greeting')}</p>
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('a feature’s Arabic catalog loaded on demand', () => {
  it('is not downloaded in English, and comes with the switch to Arabic', async () => {
    const catalog = deferredCatalog()
    const useT = registerFeatureTexts('probeSwitch', EN, catalog.load)
    renderWithProviders(<Greeting useT={useT} />)
    expect(screen.getByText('Hello')).toBeInTheDocument()
    expect(catalog.load).not.toHaveBeenCalled()

    const switching = applyLanguage('ar')
    expect(catalog.load).toHaveBeenCalledTimes(1)
    catalog.deliver()
    await act(() => switching)
    expect(await screen.findByText('أهلا')).toBeInTheDocument()
    expect(catalog.load).toHaveBeenCalledTimes(1)
  })

  it('opened in Arabic, the feature waits for its catalog instead of showing English', async () => {
    await act(() => applyLanguage('ar'))
    const catalog = deferredCatalog()
    const useT = registerFeatureTexts('probeOpened', EN, catalog.load)
    expect(catalog.load).toHaveBeenCalledTimes(1)
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting useT={useT} />
      </Suspense>,
    )
    expect(await screen.findByText('Loading')).toBeInTheDocument()
    expect(screen.queryByText('Hello')).not.toBeInTheDocument()
    await act(async () => catalog.deliver())
    expect(await screen.findByText('أهلا')).toBeInTheDocument()
  })
})
