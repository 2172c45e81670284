import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Names the browser tab after the page, so tabs, history and screen readers say where the user is. */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = t('app.pageTitle', { page })
  }, [t, page])
}
