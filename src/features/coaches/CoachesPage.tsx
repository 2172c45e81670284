import { useCallback, useEffect, useRef, useState } from 'react'
import { skipToken } from '@reduxjs/toolkit/query'
import { Box, Button, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1'
import { useSnackbar, type SnackbarKey } from 'notistack'
import type { CoachRow, FreeCoachSearchRequest } from '@contract/coaches'
import { getErrorMessage, getErrorStatus, getServerMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useSelectedSite, useUserSites } from '@/session/useSession'
import { AddCoachDialog } from './AddCoachDialog'
import { CoachDetailsDialog } from './CoachDetailsDialog'
import { CoachesTable } from './CoachesTable'
import { FreeCoachSearchForm } from './FreeCoachSearchForm'
import { useCoachesQuery, useDeleteCoachMutation, useLazySearchFreeCoachesQuery } from './coachesApi'
import { useCoachesT } from './i18n'
import { useCoachLabels } from './useCoachLabels'

type Mode = 'all' | 'free'

/** Coaches Management (SPEC.md sections 2 and 4): all coaches or the free-coach results, add, view and delete. */
// The route table opens this page only for users with Mod_CO (src/session/RequireModule.tsx).
export function CoachesPage() {
  const t = useCoachesT()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const sites = useUserSites()
  const labels = useCoachLabels()
  const [mode, setMode] = useState<Mode>('all')
  const [searched, setSearched] = useState(false)
  const [adding, setAdding] = useState(false)
  const [viewing, setViewing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<CoachRow | null>(null)

  const all = useCoachesQuery(site?.id ?? skipToken)
  const [searchFree, free] = useLazySearchFreeCoachesQuery()
  const [deleteCoach, deletion] = useDeleteCoachMutation()

  // A 401 ends the session with its own message; anything else is this screen's failure to load.
  const loadFailed = all.isError && getErrorStatus(all.error) !== 401
  useEffect(() => {
    if (loadFailed) enqueueSnackbar(t('toasts.loadFailed'), { variant: 'error', preventDuplicate: true })
  }, [loadFailed, enqueueSnackbar, t])

  const withReason = (toast: string, error: unknown) => {
    const reason = getServerMessage(error) ?? getErrorMessage(error)
    return t('toasts.withReason', { toast, reason })
  }

  // The free search's last toast ('none free', 'failed'), and which search is current: an edit makes both stale.
  const searchToast = useRef<SnackbarKey | undefined>(undefined)
  const searchNo = useRef(0)

  const search = async (criteria: FreeCoachSearchRequest) => {
    const asked = ++searchNo.current
    setSearched(true)
    setMode('free')
    try {
      const rows = await searchFree(criteria).unwrap()
      if (asked !== searchNo.current) return
      if (rows.length === 0) searchToast.current = enqueueSnackbar(t('toasts.noneFree'), { variant: 'info' })
    } catch (error) {
      if (asked !== searchNo.current) return
      if (getErrorStatus(error) !== 401)
        searchToast.current = enqueueSnackbar(withReason(t('toasts.searchFailed'), error), { variant: 'error' })
    }
  }

  // The criteria were edited (issue 27, as the swimmer search does): the free coaches found, their 'No Free Coaches
  // Found' and the search's toast were for the criteria before, so they go at once; an answer on its way is dropped.
  const clearStale = () => {
    searchNo.current += 1
    setSearched(false)
    if (searchToast.current !== undefined) closeSnackbar(searchToast.current)
    searchToast.current = undefined
  }

  // SPEC.md section 4: Reset returns to all coaches.
  const reset = () => {
    clearStale()
    setMode('all')
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const result = await deleteCoach(deleting.coachID).unwrap()
      enqueueSnackbar(result.message || t('toasts.deleted'), { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(withReason(t('toasts.deleteFailed'), error), { variant: 'error' })
    } finally {
      setDeleting(null)
    }
  }

  const onView = useCallback((coach: CoachRow) => setViewing(coach.coachID), [])
  const onDelete = useCallback((coach: CoachRow) => setDeleting(coach), [])

  const showingFree = mode === 'free'
  const rows = showingFree ? (searched ? (free.data ?? []) : []) : (all.data ?? [])
  const loading = showingFree ? free.isFetching : all.isFetching
  const listTitle = showingFree ? t('list.free') : t('list.all')

  const empty = !loading && rows.length === 0
  const emptyState = showingFree ? (
    <EmptyState title={t('list.noFreeTitle')}>{searched ? t('list.noFreeText') : t('list.notSearchedText')}</EmptyState>
  ) : all.isError ? (
    <EmptyState
      title={t('toasts.loadFailed')}
      severity="warning"
      action={
        <Button color="inherit" onClick={() => all.refetch()}>
          {t('list.retry')}
        </Button>
      }
    >
      {getErrorMessage(all.error)}
    </EmptyState>
  ) : (
    <EmptyState title={t('list.noCoachesTitle')}>{t('list.noCoachesText')}</EmptyState>
  )

  return (
    <PageContainer
      title={t('title')}
      maxWidth="xl"
      actions={
        <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setAdding(true)}>
          {t('list.add')}
        </Button>
      }
    >
      <FreeCoachSearchForm
        coachTypes={labels.coachTypes}
        sites={sites}
        defaultSite={site?.id ?? null}
        searching={free.isFetching}
        onSearch={search}
        onReset={reset}
        onEdit={clearStale}
      />

      <Card component="section" aria-labelledby="coaches-list-title">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
          >
            <Box>
              <Typography id="coaches-list-title" variant="h2">
                {listTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('list.count', { count: rows.length })}
              </Typography>
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={mode}
              onChange={(_event, value: Mode | null) => value && setMode(value)}
              aria-label={t('list.label')}
            >
              <ToggleButton value="all">{t('list.all')}</ToggleButton>
              <ToggleButton value="free">{t('list.free')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {empty ? (
            emptyState
          ) : (
            <CoachesTable
              rows={rows}
              loading={loading}
              label={listTitle}
              typeName={labels.typeName}
              siteName={labels.siteName}
              onView={onView}
              onDelete={onDelete}
            />
          )}
        </CardContent>
      </Card>

      <AddCoachDialog
        key={adding ? 'open' : 'closed'}
        open={adding}
        onClose={() => setAdding(false)}
        coachTypes={labels.coachTypes}
        sites={sites}
        defaultSite={site?.id ?? null}
      />
      <CoachDetailsDialog coachId={viewing} onClose={() => setViewing(null)} labels={labels} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={deleting ? t('delete.message', { name: deleting.coachName, id: deleting.coachID }) : ''}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        busy={deletion.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  )
}
