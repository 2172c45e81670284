import { screen, waitFor } from '@testing-library/react'
import { useTheme } from '@mui/material/styles'
import { i18n } from './i18n'
import { setDigits } from './digits'
import { renderWithProviders } from '@/testing/test-utils'

function DirectionProbe() {
  return <p>Theme direction: {useTheme().direction}</p>
}

afterEach(async () => {
  await i18n.changeLanguage('en')
  i18n.removeResourceBundle('ar', 'translation')
})

describe('language and direction', () => {
  it('sets <html lang dir> from i18next', () => {
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
  })

  it('stays left-to-right for a language that has no catalog', async () => {
    await i18n.changeLanguage('ar')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })

  it('turns the document, the theme and the styles right-to-left once an RTL catalog is added', async () => {
    i18n.addResourceBundle('ar', 'translation', { app: { name: 'أكاديمية السباحة' } })
    await i18n.changeLanguage('ar')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')

    renderWithProviders(<DirectionProbe />)
    expect(await screen.findByText('Theme direction: rtl')).toBeInTheDocument()
    // Styles go through the right-to-left emotion cache, loaded only now.
    await waitFor(() => expect(document.head.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull())
  })
})

describe('numbers inside texts', () => {
  afterEach(() => setDigits('latn'))

  it('follow the Arabic-Indic digits setting in Arabic, and never change in English', async () => {
    i18n.addResourceBundle('ar', 'translation', { probe: 'خلص من {{count}} أيام، رقم {{id}}' })
    i18n.addResourceBundle('en', 'translation', { probe: 'Ended {{count}} days ago, number {{id}}' })
    const probe = (lng: string) => i18n.getFixedT(lng)('probe' as never, { count: 14, id: 12345 })

    expect(probe('en')).toBe('Ended 14 days ago, number 12345')
    await i18n.changeLanguage('ar')
    expect(probe('ar')).toBe('خلص من 14 أيام، رقم 12345')
    setDigits('arab')
    expect(probe('ar')).toBe('خلص من ١٤ أيام، رقم ١٢٣٤٥')
    expect(probe('en')).toBe('Ended 14 days ago, number 12345')
  })
})
