import '@/i18n/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { DevTools } from '@/app/DevTools'
import { AppProviders } from '@/app/providers'
import { AppRoutes, preloadPath } from '@/app/router'
import { bridgeSession } from '@/app/sessionBridge'
import { makeStore } from '@/app/store'
import { followOtherTabs } from '@/session/followOtherTabs'
import { sessionActor } from '@/session/sessionActor'
import { onUnsavedInputSettled } from '@/session/unsavedInput'
import { startsInArabic } from '@/i18n/localization'

const store = makeStore()
// The session's calls need the store, so connect them before the restore check starts.
bridgeSession(store)
sessionActor.start()
// Another tab's sign-in, sign-out or site change reaches this tab's session at once.
followOtherTabs(sessionActor)
// A site change another tab made while a form here held unsaved input happens once the last such form is closed.
onUnsavedInputSettled(() => sessionActor.send({ type: 'session.unsavedInputSettled' }))
preloadPath(window.location.pathname)
// The browser's stored or preferred language: for Arabic, the language machinery and Arabic's catalogs download now
// (an English browser's /login loads none of it; signed in, the top bar's language menu brings it).
if (startsInArabic()) void import(/* webpackChunkName: "languages" */ '@/i18n/languages').then((m) => m.startLanguage())

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
        <DevTools />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
)
