import { useState } from 'react'
import { Alert, Box, Button, Divider, Link, Paper, Stack, TextField, Typography } from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import { useSnackbar } from 'notistack'
import { Link as RouterLink, useParams } from 'react-router-dom'
import type { ReportCard } from '@contract/progress'
import { failureText } from '@/api/errors'
import { Isolated, Ltr, withIsolated } from '@/components/Bidi'
import { EmptyState } from '@/components/EmptyState'
import { LoadingStatus } from '@/components/LoadingStatus'
import { PageContainer } from '@/components/PageContainer'
import { SheetField, SheetPrintStyles } from '@/components/PrintStyles'
import { useGrantedActions } from '@/components/useGrantedActions'
import { progressPath } from '@/config/progressLinks'
import { academyToday } from '@/i18n/academyTimeZone'
import { useFormat } from '@/i18n/format'
import { dataText } from '@/i18n/i18n'
import { useProgressT } from './i18n'
import { useFormSubmit } from './useFormSubmit'
import { useApproveReportCardMutation, useReportCardsQuery, useWriteReportCardMutation } from './progressApi'

// A swimmer's report card (issue 31): /report-cards/{swimmerID}, the newest term's card, printable in the language in
// use (Arabic or English: the language menu). Only this swimmer's name, level, skills mastered and still to come,
// attendance in the term and the coach's note for the family. A supervisor (ApproveReportCards) approves a draft; a
// coach (EvaluateSkills) writes the term's draft when there is none.

const printStyles = <SheetPrintStyles page="card-page" sheet="report-card" />

export function ReportCardPage() {
  const t = useProgressT()
  const { swimmerID = '' } = useParams()
  const id = /^\d{1,12}$/.test(swimmerID) ? Number(swimmerID) : undefined
  const cards = useReportCardsQuery(id ?? 0, { skip: id === undefined })
  const { privileges } = useGrantedActions()
  const card = cards.data?.[0]

  return (
    <Box className="card-page">
      {printStyles}
      <PageContainer
        title={card ? t('card.heading', { name: card.fullName }) : t('card.title')}
        heading={card && withIsolated((_ltr, own) => t('card.heading', { name: own(card.fullName) }))}
        maxWidth="md"
        actions={
          card && (
            <Stack direction="row" spacing={1} className="no-print">
              <Button component={RouterLink} to={progressPath(card.swimmerID)}>
                {t('card.toProgress')}
              </Button>
              <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t('card.print')}
              </Button>
            </Stack>
          )
        }
      >
        {id === undefined && <EmptyState title={t('card.title')}>{t('card.badId')}</EmptyState>}
        {cards.isLoading && <LoadingStatus>{t('card.loading')}</LoadingStatus>}
        {cards.isError && <Alert severity="error">{failureText(cards.error, t('card.failed'))}</Alert>}
        {cards.data && !card && (
          <Stack spacing={2}>
            <EmptyState title={t('card.noneTitle')}>
              <Link component={RouterLink} to={progressPath(id!)}>
                {t('card.toProgress')}
              </Link>
            </EmptyState>
            {privileges.includes('Mod_SC:EvaluateSkills') && <WriteCard swimmerID={id!} />}
          </Stack>
        )}
        {card && <CardSheet card={card} />}
      </PageContainer>
    </Box>
  )
}

/** The term's draft: its dates (the last three months by default) and the coach's note for the family. */
function WriteCard({ swimmerID }: { swimmerID: number }) {
  const t = useProgressT()
  const { enqueueSnackbar } = useSnackbar()
  const [write, writing] = useWriteReportCardMutation()
  const today = academyToday()
  const start = new Date(Date.parse(`${today}T12:00:00Z`))
  start.setUTCMonth(start.getUTCMonth() - 3)
  const [from, setFrom] = useState(start.toISOString().slice(0, 10))
  const [to, setTo] = useState(today)
  const [familyNote, setFamilyNote] = useState('')
  const { problem, onSubmit } = useFormSubmit(async () => {
    await write({ swimmerID, card: { from, to, familyNote } }).unwrap()
    enqueueSnackbar(t('card.saved'), { variant: 'success' })
  }, t('card.writeFailed'))
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="write-card"
      sx={{ p: 2 }}
      className="no-print"
      onSubmit={onSubmit}
    >
      <Typography id="write-card" component="h2" variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('card.write')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="card-from"
            type="date"
            label={t('card.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="card-to"
            type="date"
            label={t('card.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField
          id="card-note"
          label={t('card.familyNote')}
          value={familyNote}
          onChange={(event) => setFamilyNote(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={writing.isLoading}>
            {t('card.saveDraft')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  )
}

function CardSheet({ card }: { card: ReportCard }) {
  const t = useProgressT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [approve, approving] = useApproveReportCardMutation()
  const arabic = format.language === 'ar'
  const skillName = (skill: ReportCard['mastered'][number]) => (arabic ? skill.nameAr : skill.nameEn)
  const site = arabic && card.siteNameAr ? card.siteNameAr : card.siteName
  const approveCard = async () => {
    try {
      const answer = await approve({ reportCardID: card.reportCardID, swimmerID: card.swimmerID }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('card.approveFailed')), { variant: 'error' })
    }
  }
  const skills = (list: ReportCard['mastered']) =>
    list.length === 0 ? (
      <Typography>{t('card.noneYet')}</Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, ps: 3 }}>
        {list.map((skill) => (
          <li key={skill.skillID}>
            <Isolated>{skillName(skill)}</Isolated>
          </li>
        ))}
      </Box>
    )

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        className="no-print"
      >
        <Alert severity={card.status === 'approved' ? 'success' : 'info'} sx={{ flex: 1 }}>
          {card.status === 'approved'
            ? t('card.approved', { name: card.approvedBy ?? '—', date: format.date(card.approvedAt ?? card.to) })
            : t('card.draft')}
        </Alert>
        {card.canApprove && card.status === 'draft' && (
          <Button variant="contained" color="success" disabled={approving.isLoading} onClick={() => void approveCard()}>
            {t('card.approve')}
          </Button>
        )}
      </Stack>
      <Paper
        component="article"
        className="report-card"
        variant="outlined"
        aria-labelledby="card-heading"
        sx={{ p: { xs: 2, sm: 4 }, bgcolor: '#fff', color: '#000' }}
      >
        <Stack spacing={0.5} sx={{ textAlign: 'center', mb: 2 }}>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            <Isolated>{site}</Isolated>
          </Typography>
          <Typography id="card-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
            {withIsolated((_ltr, own) => t('card.heading', { name: own(card.fullName) }))}
          </Typography>
          <Typography>{t('card.term', { from: format.date(card.from), to: format.date(card.to) })}</Typography>
        </Stack>
        <Divider sx={{ borderColor: '#000' }} />
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, my: 2, mx: 0 }}
        >
          <SheetField
            label={t('card.swimmer')}
            value={
              <>
                <Isolated>{card.fullName}</Isolated> (<Ltr>{format.digitsOf(card.swimmerID)}</Ltr>)
              </>
            }
          />
          <SheetField label={t('card.level')} value={<Isolated>{dataText(card.levelName)}</Isolated>} />
          {card.nextLevelName && (
            <SheetField label={t('card.nextLevel')} value={<Isolated>{dataText(card.nextLevelName)}</Isolated>} />
          )}
          <SheetField
            label={t('card.attendance')}
            value={t('card.attended', {
              attended: format.number(card.attendance.attended),
              sessions: format.number(card.attendance.sessions),
            })}
          />
        </Box>
        {card.ready && card.nextLevelName && (
          <Typography sx={{ fontWeight: 700, mb: 2 }}>
            {t('card.readyFor', { level: dataText(card.nextLevelName) })}
          </Typography>
        )}
        <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
          {t('card.mastered')}
        </Typography>
        {skills(card.mastered)}
        <Typography component="h3" sx={{ fontWeight: 700, mt: 2 }}>
          {t('card.toCome')}
        </Typography>
        {skills(card.toCome)}
        <Typography component="h3" sx={{ fontWeight: 700, mt: 2 }}>
          {t('card.note')}
        </Typography>
        {/* The note in its own direction (an English note on an Arabic card keeps its full stop at its end). */}
        <Typography dir={card.familyNote ? 'auto' : undefined} sx={{ whiteSpace: 'pre-wrap' }}>
          {card.familyNote || t('card.noNote')}
        </Typography>
        {card.writtenBy && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('card.writtenBy', { name: card.writtenBy })}
          </Typography>
        )}
      </Paper>
    </Stack>
  )
}
