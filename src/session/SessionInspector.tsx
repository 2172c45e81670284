import { useState } from 'react'
import { Box, Button, Chip, Fab, IconButton, Paper, Stack, Typography } from '@mui/material'
import BugReportIcon from '@mui/icons-material/BugReport'
import CloseIcon from '@mui/icons-material/Close'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { AnyStateNode, StateValue } from 'xstate'
import type { SessionUser } from '@contract/auth'
import { MODULE_CODES } from '@contract/modules'
import { sessionActor } from './sessionActor'
import { sessionMachine } from './sessionMachine'
import type { SessionEvent } from './sessionMachine'
import { userSites } from './userSites'

// Development only (mounted by src/app/DevTools.tsx, absent from production bundles): shows where the session
// machine is, what every state accepts (read from the machine itself, so it cannot go stale), and sends events.

interface StateRow {
  path: string[]
  transitions: { event: string; target: string; guard?: string }[]
}

const eventLabel = (type: string) =>
  type.startsWith('xstate.done.actor') ? 'done' : type.startsWith('xstate.error.actor') ? 'error' : type

function describe(node: AnyStateNode): StateRow[] {
  const transitions = Object.entries(node.on).flatMap(([event, definitions]) =>
    definitions.map((definition) => ({
      event: eventLabel(event),
      target: definition.target?.map((target) => target.path.join('.')).join(', ') ?? '(stays)',
      guard:
        typeof definition.guard === 'object' && definition.guard && 'type' in definition.guard
          ? String(definition.guard.type)
          : undefined,
    })),
  )
  const children = Object.values(node.states).flatMap(describe)
  return node.path.length === 0 ? children : [{ path: node.path, transitions }, ...children]
}

const STATE_ROWS = describe(sessionMachine.root)

type SessionStateValue = Parameters<ReturnType<typeof sessionActor.getSnapshot>['matches']>[0]

/** ['signedIn', 'ready'] → { signedIn: 'ready' }, the form snapshot.matches() takes. */
const toStateValue = (path: string[]): StateValue =>
  path.length === 1 ? path[0] : { [path[0]]: toStateValue(path.slice(1)) }

/** A stand-in user for signing in without the server. Its token is fake, so the first API call ends the session. */
const SAMPLE_USER: SessionUser = {
  message: 'Login successful',
  userID: 1,
  sites: ['Club 13', 'Smart Way'],
  siteList: [
    { id: 62, name: 'Club 13' },
    { id: 61, name: 'Smart Way' },
  ],
  modules: [...MODULE_CODES],
}

function sampleEvents(user: SessionUser | null): SessionEvent[] {
  const firstSite = user ? userSites(user)[0] : undefined
  return [
    { type: 'session.loggedIn', user: SAMPLE_USER, token: 'session-inspector-token' },
    ...(firstSite ? [{ type: 'session.siteSelected', site: firstSite } as const] : []),
    { type: 'session.changeSite' },
    { type: 'session.logout' },
    { type: 'session.unauthorized' },
    // What another tab's sign-out or Change Site sends this one (src/session/followOtherTabs.ts).
    { type: 'session.otherTab.siteChanged', site: null },
    { type: 'session.otherTab.signedOut' },
  ]
}

export function SessionInspector() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const snapshot = useSelector(sessionActor, (s) => s)
  const accepted = sampleEvents(snapshot.context.user).filter((event) => snapshot.can(event))

  if (!open) {
    return (
      <Fab
        size="small"
        color="secondary"
        aria-label={t('inspector.toggle')}
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', bottom: 16, insetInlineStart: 16, zIndex: 'tooltip' }}
      >
        <BugReportIcon />
      </Fab>
    )
  }

  return (
    <Paper
      elevation={8}
      role="region"
      aria-label={t('inspector.title')}
      sx={{
        position: 'fixed',
        bottom: 16,
        insetInlineStart: 16,
        zIndex: 'tooltip',
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: '70vh',
        overflow: 'auto',
        p: 2,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('inspector.title')}
        </Typography>
        <IconButton size="small" aria-label={t('inspector.close')} onClick={() => setOpen(false)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', mb: 2 }}>
        {t('inspector.current', { state: JSON.stringify(snapshot.value) })}
      </Typography>

      <Typography component="h3" variant="subtitle2">
        {t('inspector.send')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
        {accepted.length === 0 && <Typography variant="body2">{t('inspector.noEvents')}</Typography>}
        {accepted.map((event) => (
          <Button key={event.type} size="small" variant="outlined" onClick={() => sessionActor.send(event)}>
            {event.type}
          </Button>
        ))}
      </Stack>

      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {t('inspector.states')}
      </Typography>
      {STATE_ROWS.map((row) => {
        const active = snapshot.matches(toStateValue(row.path) as SessionStateValue)
        return (
          <Box key={row.path.join('.')} sx={{ mt: 1, pl: (row.path.length - 1) * 2 }}>
            <Chip
              size="small"
              label={row.path.join('.')}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
            />
            <Box component="ul" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 12 }}>
              {row.transitions.map((transition, index) => (
                <li key={index}>
                  {transition.event} → {transition.target}
                  {transition.guard && ` [${transition.guard}]`}
                </li>
              ))}
            </Box>
          </Box>
        )
      })}
    </Paper>
  )
}
