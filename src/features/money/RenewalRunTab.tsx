import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import type { RenewalRun } from '@contract/billing'
import { getErrorMessage } from '@/api/errors'
import { Ltr } from '@/components/Bidi'
import { useMoney } from '@/components/money'
import { useLineText } from '@/components/billing'
import { useFormat } from '@/i18n/format'
import { useMoneyT } from './i18n'
import { usePostRenewalRunMutation, usePreviewRenewalRunMutation } from './moneyApi'

/** The windows a run may look ahead, in days (the server takes 1 to 60), and the months a renewal bills. */
const DAY_CHOICES = [7, 14, 30, 60] as const
const MONTH_CHOICES = [1, 3, 6, 12] as const

/**
 * The renewal run (issue 30): for the site and a window, a preview per family of who renews at what price with which
 * discounts, and who does not and why; untick a swimmer to leave them out, then post once: the invoices are made
 * (dues, not payments) and the families are written to. Offered to users who may renew (Mod_SW SubscriptionRenwal).
 */
export function RenewalRunTab({ siteID }: { siteID: number }) {
  const t = useMoneyT()
  const [days, setDays] = useState<number>(14)
  const [months, setMonths] = useState<number>(1)
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set())
  const [preview, previewState] = usePreviewRenewalRunMutation()
  const [post, postState] = usePostRenewalRunMutation()
  // The run shown: the posted one once posted, else the preview of this site.
  const run = postState.data ?? (previewState.data?.siteID === siteID ? previewState.data : undefined)

  const start = async () => {
    setExcluded(new Set())
    postState.reset()
    await preview({ site: siteID, days, months })
      .unwrap()
      .catch(() => undefined)
  }
  const toggle = (swimmerID: number) =>
    setExcluded((current) => {
      const next = new Set(current)
      if (next.has(swimmerID)) next.delete(swimmerID)
      else next.add(swimmerID)
      return next
    })
  const everyone = run ? run.families.flatMap((family) => family.swimmers) : []
  const renewing = everyone.filter((s) => !excluded.has(s.swimmerID))
  // A long window lists many families: leaving all out, then ticking a few, is the short way to renew only those.
  const tickAll = () => setExcluded(new Set())
  const untickAll = () => setExcluded(new Set(everyone.map((swimmer) => swimmer.swimmerID)))

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        aria-label={t('renewals.form')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault()
          void start()
        }}
      >
        <NumberChoice
          id="renewals-days"
          label={t('renewals.days')}
          value={days}
          choices={DAY_CHOICES}
          text={(count) => t('renewals.dayChoice', { count })}
          onChange={setDays}
        />
        <NumberChoice
          id="renewals-months"
          label={t('renewals.months')}
          value={months}
          choices={MONTH_CHOICES}
          text={(count) => t('renewals.monthChoice', { count })}
          onChange={setMonths}
        />
        <Button type="submit" variant="contained" disabled={previewState.isLoading} sx={{ flexShrink: 0 }}>
          {t('renewals.preview')}
        </Button>
      </Stack>
      {previewState.isError && <Alert severity="error">{getErrorMessage(previewState.error)}</Alert>}
      {run && (
        <RunView
          run={run}
          excluded={excluded}
          onToggle={toggle}
          renewing={renewing.length}
          totalCents={renewing.reduce((sum, swimmer) => sum + swimmer.totalCents, 0)}
        />
      )}
      {run && !run.posted && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="primary"
            disabled={renewing.length === 0 || postState.isLoading}
            onClick={() =>
              void post({ runID: run.runID, exclude: [...excluded] })
                .unwrap()
                .catch(() => undefined)
            }
          >
            {t('renewals.post', { count: renewing.length })}
          </Button>
          {everyone.length > 1 &&
            (renewing.length > 0 ? (
              <Button onClick={untickAll}>{t('renewals.untickAll')}</Button>
            ) : (
              <Button onClick={tickAll}>{t('renewals.tickAll')}</Button>
            ))}
        </Stack>
      )}
      {postState.isError && <Alert severity="error">{getErrorMessage(postState.error)}</Alert>}
      {postState.data && (
        <Alert severity="success">
          {t('renewals.posted', { count: postState.data.invoices, messages: postState.data.messagesWritten })}
        </Alert>
      )}
    </Stack>
  )
}

/** A small select of whole numbers, each shown in words. */
function NumberChoice(props: {
  id: string
  label: string
  value: number
  choices: readonly number[]
  text: (count: number) => string
  onChange: (value: number) => void
}) {
  return (
    <TextField
      select
      size="small"
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(Number(event.target.value))}
      sx={{ minWidth: 180, flex: { sm: '0 1 260px' } }}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {props.text(choice)}
        </MenuItem>
      ))}
    </TextField>
  )
}

function RunView({
  run,
  excluded,
  onToggle,
  renewing,
  totalCents,
}: {
  run: RenewalRun
  excluded: ReadonlySet<number>
  onToggle: (swimmerID: number) => void
  renewing: number
  totalCents: number
}) {
  const t = useMoneyT()
  const f = useFormat()
  const { money } = useMoney()
  const lineText = useLineText()
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {t('renewals.summary', {
          from: f.date(run.from),
          to: f.date(run.to),
          count: renewing,
          families: f.digitsOf(run.families.length),
          total: money(totalCents / 100),
        })}
      </Typography>
      {run.families.length === 0 && <Alert severity="info">{t('renewals.none')}</Alert>}
      {run.families.map((family) => (
        <Paper
          key={family.familyID ?? `swimmer-${family.swimmers[0].swimmerID}`}
          component="section"
          variant="outlined"
          aria-label={t('renewals.family', { names: family.swimmers.map((s) => s.fullName).join(', ') })}
          sx={{ p: { xs: 1.5, sm: 2 } }}
        >
          {family.swimmers.map((swimmer) => (
            <Box key={swimmer.swimmerID} sx={{ '& + &': { mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' } }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!excluded.has(swimmer.swimmerID)}
                    disabled={run.posted}
                    onChange={() => onToggle(swimmer.swimmerID)}
                  />
                }
                label={t('renewals.swimmer', { name: swimmer.fullName, end: f.date(swimmer.subscriptionEnd) })}
              />
              <Box component="dl" sx={{ m: 0, ps: { xs: 1, sm: 4 } }}>
                {swimmer.lines.map((line, index) => (
                  <Stack key={index} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                    <Typography component="dt" variant="body2">
                      {lineText(line)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'nowrap' }}>
                      <Ltr>{money(line.amount)}</Ltr>
                    </Typography>
                  </Stack>
                ))}
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, fontWeight: 600 }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {t('renewals.total')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    <Ltr>{money(swimmer.total)}</Ltr>
                  </Typography>
                </Stack>
              </Box>
            </Box>
          ))}
        </Paper>
      ))}
      {run.exceptions.length > 0 && (
        <Paper component="section" variant="outlined" aria-labelledby="renewals-exceptions" sx={{ p: 2 }}>
          <Typography variant="h2" id="renewals-exceptions" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('renewals.exceptions', { count: run.exceptions.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 3 }}>
            {run.exceptions.map((entry) => (
              <li key={entry.swimmerID}>
                <Typography variant="body2">
                  {t('renewals.exception', {
                    name: entry.fullName,
                    end: f.date(entry.subscriptionEnd),
                    reason: t(`renewals.reasons.${entry.reason}`),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </Paper>
      )}
    </Stack>
  )
}
