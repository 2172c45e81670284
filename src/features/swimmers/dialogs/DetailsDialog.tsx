import { dataText } from '@/i18n/i18n'
import { Box, Typography } from '@mui/material'
import type { SwimmerDetails } from '@contract/swimmers'
import { useFormat, type Formatters } from '@/i18n/format'
import { useSwimmersT, type SwimmersT } from './i18n'
import { useSwimmerInfoQuery } from '../swimmersApi'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'
import { useLoadFailure } from './useLoadFailure'
import { useSiteNameOf } from '@/session/useSession'
import { LOOKUP_GROUP } from '@contract/lookups'
import { useAppCode } from '@/lookups/useAppCode'

function rows(
  t: SwimmersT,
  f: Formatters,
  info: SwimmerDetails,
  siteNameOf: (id: number, name: string) => string,
  clubNameOf: (id: number, name: string) => string,
): Array<[string, string]> {
  const none = t('details.none')
  return [
    [t('details.swimmerID'), f.digitsOf(info.swimmerID)],
    [t('details.fullName'), info.fullName],
    [t('details.birthDate'), f.date(info.birthDate)],
    [t('details.gender'), dataText(info.genderName)],
    [t('details.startLevel'), dataText(info.startLevelName)],
    [t('details.currentLevel'), dataText(info.levelName)],
    [t('details.site'), `${siteNameOf(info.site, info.siteName)} (${info.site})`],
    [t('details.club'), clubNameOf(info.club, info.clubName)],
    [t('details.coach'), info.coachName ?? none],
    [t('details.subscriptionEnd'), info.subscriptionEnd ? f.date(info.subscriptionEnd) : none],
    [
      t('details.status'),
      info.frozenSince
        ? t('details.frozenSince', { date: f.date(info.frozenSince) })
        : info.freezeScheduled
          ? t('details.freezeScheduled', { date: f.date(info.freezeScheduled) })
          : t('details.active'),
    ],
    // Money the academy owes the family (issue 25): the total, then each line.
    [
      t('details.owedToFamily'),
      info.owedToFamily.credits.length === 0
        ? none
        : [
            f.amount(info.owedToFamily.owed),
            ...info.owedToFamily.credits.map((credit) =>
              t(`details.owed_${credit.reason}`, {
                amount: f.amount(credit.amount),
                group: credit.groupID ?? '',
                invoice: credit.invoiceID ?? '',
                date: f.date(credit.at.slice(0, 10)),
              }),
            ),
          ].join('; '),
    ],
    [t('details.primaryPhone'), info.primaryPhone || none],
    [t('details.secondaryPhone'), info.secondaryPhone || none],
    [t('details.primaryJob'), info.primaryJob || none],
    [t('details.secondaryJob'), info.secondaryJob || none],
    [t('details.email'), info.email || none],
    [t('details.address'), info.address || none],
    [
      t('details.groups'),
      info.groups.length === 0
        ? none
        : info.groups
            .map((group) =>
              t(`details.group_${group.kind}`, {
                id: group.groupID,
                coach: group.coachName,
                end: group.endDate && f.date(group.endDate),
              }),
            )
            .join('; '),
    ],
  ]
}

/** 'Swimmer Details': the info tab as labelled values. */
export function DetailsDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const f = useFormat()
  const siteNameOf = useSiteNameOf()
  // The club by its name in the UI's language (its Arabic name in Arabic, issue 27), as the club list names it.
  const clubs = useAppCode(LOOKUP_GROUP.club).items
  const clubNameOf = (id: number, name: string) => clubs.find((club) => club.code === id)?.description ?? name
  const { data, isLoading, isError, error } = useSwimmerInfoQuery(swimmer.swimmerID)
  useLoadFailure(isError, error, t('toast.infoFailed'), onClose)
  return (
    <ReadOnlyDialog id="swimmer-details" title={t('dialogs.details')} loading={isLoading} onClose={onClose}>
      {data && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}>
          {rows(t, f, data, siteNameOf, clubNameOf).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </ReadOnlyDialog>
  )
}
