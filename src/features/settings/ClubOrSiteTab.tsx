import { useMemo, useState, type ReactNode } from 'react'
import { Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { descriptionRequest, userIdParams } from '@contract/settings'
import { siteInsertRequest } from '@contract/prices'
import type { ClubOrSite } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { useAppCode } from '@/lookups/useAppCode'
import { useSessionUser, useUserSites } from '@/session/useSession'
import { refreshSessionUser } from '@/session/sessionActor'
import { FormTextField, useContractForm } from '@/components/form'
import { useFormat } from '@/i18n/format'
import { ClubOrSiteEditDialog } from './ClubOrSiteEditDialog'
import { OneFieldContractForm } from './FormFields'
import { useSettingsT } from './i18n'
import {
  useInsertClubMutation,
  useInsertSiteMutation,
  useLazySettingsClubsQuery,
  useLazySettingsSitesQuery,
} from './settingsApi'

type Kind = 'club' | 'site'

/**
 * The Club and Site tabs (SPEC.md section 2): a description with Insert, a user ID with Get, and the results as
 * cards with description and ID. Both tabs are the same screen over different calls.
 */
export function ClubOrSiteTab({ kind, copyPricesFrom }: { kind: Kind; copyPricesFrom?: ReactNode }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const user = useSessionUser()
  const [insertClub, clubInsert] = useInsertClubMutation()
  const [insertSite, siteInsert] = useInsertSiteMutation()
  const [fetchClubs, clubs] = useLazySettingsClubsQuery()
  const [fetchSites, sites] = useLazySettingsSitesQuery()
  const insert = kind === 'club' ? insertClub : insertSite
  const inserting = kind === 'club' ? clubInsert.isLoading : siteInsert.isLoading
  const fetchList = kind === 'club' ? fetchClubs : fetchSites
  const list = kind === 'club' ? clubs : sites

  const format = useFormat()
  // The name in Arabic is optional (issue 25): the Arabic header and site picker show it, else the name.
  // A new site may start from a copy of another site's prices (issue 27: copyPricesFrom, '' for none).
  const blank =
    kind === 'site'
      ? { description: '', descriptionAr: '', copyPricesFrom: '' }
      : { description: '', descriptionAr: '' }
  const insertForm = useContractForm({
    schema: kind === 'site' ? siteInsertRequest : descriptionRequest,
    defaultValues: blank,
  })
  const getForm = useContractForm({
    schema: userIdParams,
    defaultValues: { id: user ? String(user.userID) : '' },
  })

  const submitInsert = insertForm.submitWith(async (payload) => {
    try {
      // 'Copy prices from' left at none is not sent.
      const { copyPricesFrom: from, ...names } = payload as typeof payload & { copyPricesFrom?: string }
      await insert(from ? { ...names, copyPricesFrom: from } : names).unwrap()
      // The user who adds a site is given it: the session's sites (Prices' site picker among them) follow.
      if (kind === 'site') await refreshSessionUser()
      enqueueSnackbar(t(`${kind}.inserted`), { variant: 'success' })
      insertForm.reset(blank)
    } catch (error) {
      // SPEC.md section 8: insert failures show the error message.
      if (insertForm.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  const submitGet = getForm.submitWith(async ({ id }) => {
    try {
      await fetchList(Number(id)).unwrap()
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  const items = list.isError ? [] : (list.data ?? [])
  const [editing, setEditing] = useState<ClubOrSite | null>(null)
  const mayEdit = useMayRename(kind)

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t(`${kind}.heading`)}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <OneFieldContractForm
            form={insertForm}
            name="description"
            id={`${kind}-description`}
            label={t('common.description')}
            onSubmit={submitInsert}
            submitLabel={t(`${kind}.insert`)}
            busy={inserting}
            variant="contained"
            extra={
              <FormTextField
                name="descriptionAr"
                id={`${kind}-description-ar`}
                label={t('common.descriptionAr')}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
            }
            more={kind === 'site' ? copyPricesFrom : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OneFieldContractForm
            form={getForm}
            name="id"
            id={`${kind}-user-id`}
            label={t('common.userId')}
            onSubmit={submitGet}
            submitLabel={t(`${kind}.get`)}
            busy={list.isFetching}
            numeric
          />
        </Grid>
      </Grid>

      {list.isSuccess && items.length === 0 && <Typography color="text.secondary">{t(`${kind}.none`)}</Typography>}
      {items.length > 0 && (
        // The grid container is the list itself, so each card is a list item of it (axe: a ul holding a div holding
        // the items was no list).
        <Grid
          container
          component="ul"
          spacing={1.5}
          aria-label={t(`${kind}.listLabel`)}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item) => (
            <Grid key={item.subId} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card>
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {format.language === 'ar' && item.descriptionAr ? item.descriptionAr : item.description}
                  </Typography>
                  {item.descriptionAr && (
                    <Typography variant="body2" lang={format.language === 'ar' ? 'en' : 'ar'}>
                      {format.language === 'ar' ? item.description : item.descriptionAr}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {t('common.id', { id: item.subId })}
                  </Typography>
                </CardContent>
                {mayEdit(item.subId) && (
                  <CardActions sx={{ pt: 0 }}>
                    <Button
                      size="small"
                      onClick={() => setEditing(item)}
                      aria-label={t(`${kind}.editOne`, {
                        name: format.language === 'ar' && item.descriptionAr ? item.descriptionAr : item.description,
                      })}
                    >
                      {t(`${kind}.edit`)}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <ClubOrSiteEditDialog key={editing.subId} kind={kind} item={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  )
}

/**
 * Whether the server would let the user rename a row (the tab itself needs ManageClubs / ManageSites): a site that is
 * one of theirs; a club (academy-wide) only when they have every site in use, as the sites' list says.
 */
function useMayRename(kind: Kind): (id: number) => boolean {
  const sites = useUserSites()
  const active = useAppCode(LOOKUP_GROUP.site)
  return useMemo(() => {
    const mine = new Set(sites.map((site) => site.id))
    if (kind === 'site') return (id: number) => mine.has(id)
    const everySite = !active.isFallback && active.items.every((site) => mine.has(site.code))
    return () => everySite
  }, [kind, sites, active])
}
