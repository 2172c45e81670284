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
import { startLanguage } from '@/i18n/languages'

const store = makeStore()
// The session's calls need the store, so connect them before the restore check starts.
bridgeSession(store)
sessionActor.start()
// Another tab's sign-in, sign-out or site change reaches this tab's session at once.
followOtherTabs(sessionActor)
preloadPath(window.location.pathname)
// The browser's stored or preferred language; Arabic's catalogs download now if it is Arabic.
void startLanguage()

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
