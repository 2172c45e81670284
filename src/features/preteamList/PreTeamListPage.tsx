import { useEffect } from 'react'
import { Alert, Box, CircularProgress, Grid, Typography } from '@mui/material'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useSnackbar } from 'notistack'
import { useSearchParams } from 'react-router-dom'
import { PRETEAM_PAGE_SIZE } from '@contract/preteams'
import { failureText, getErrorStatus } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useSelectedSite, useSiteName } from '@/session/useSession'
import { usePreTeamListT } from './i18n'
import { Pager } from './Pager'
import { PreTeamCard } from './PreTeamCard'
import { usePreTeamSitePageQuery } from './preteamListApi'

const pageFrom = (text: string | null): number => {
  const page = Number(text)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The pre-team list (/preteam-list, SPEC.md section 2): the selected site's squads as cards, nine per page. */
export function PreTeamListPage() {
  const t = usePreTeamListT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const siteName = useSiteName()
  // The route table opens this page only for users with Mod_PT (src/session/RequireModule.tsx).
  const [params, setParams] = useSearchParams()
  const page = pageFrom(params.get('page'))
  const { data, error, isError, isFetching, isLoading } = usePreTeamSitePageQuery(
    site ? { site: site.id, page, pageSize: PRETEAM_PAGE_SIZE } : skipToken,
  )
  const status = isError ? getErrorStatus(error) : undefined
  const none = status === 404
  const failure = isError && !none && status !== 401 ? failureText(error, t('toast.failed')) : ''

  useEffect(() => {
    if (none) enqueueSnackbar(t('toast.none'), { variant: 'info', preventDuplicate: true })
  }, [none, enqueueSnackbar, t])
  useEffect(() => {
    if (failure) enqueueSnackbar(failure, { variant: 'error', preventDuplicate: true })
  }, [failure, enqueueSnackbar])

  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) })

  // A page past the end (an old link, or squads ended meanwhile) shows the last page instead.
  const lastPage = data?.totalPages ?? 0
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setParams(lastPage === 1 ? {} : { page: String(lastPage) }, { replace: true })
  }, [lastPage, page, setParams])

  return (
    <PageContainer title={t('title')}>
      {site ? (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          {t('siteLine', { name: siteName(site), id: site.id })}
          {data && ` · ${t('count', { total: data.total, page: data.page, pages: data.totalPages })}`}
        </Typography>
      ) : (
        <Alert severity="warning">{t('noSite')}</Alert>
      )}
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {none && <EmptyState title={t('emptyTitle')}>{t('empty')}</EmptyState>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {data && !isError && (
        <Box aria-busy={isFetching}>
          <Grid container spacing={2.5}>
            {data.items.map((preTeam) => (
              <Grid key={preTeam.pTeamID} size={{ xs: 12, sm: 6, md: 4 }}>
                <PreTeamCard preTeam={preTeam} />
              </Grid>
            ))}
          </Grid>
          {data.totalPages > 0 && (
            <Pager page={Math.min(page, data.totalPages)} pages={data.totalPages} onPage={goTo} />
          )}
        </Box>
      )}
    </PageContainer>
  )
}
