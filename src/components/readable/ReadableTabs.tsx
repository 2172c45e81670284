import { useState } from 'react'
import type { ReactNode } from 'react'
import { Box, Tab, Tabs } from '@mui/material'

interface ReadableTabsProps {
  /** Prefix of the tabs' and panels' ids (unique on the page). */
  id: string
  /** What the tab list is, for screen readers, e.g. 'How to show the technical data'. */
  label: string
  readableLabel: string
  rawLabel: string
  /** The readable view, shown first. */
  children: ReactNode
  /** The spec's raw dump, one click away. */
  raw: ReactNode
}

const VIEWS = ['readable', 'raw'] as const

/**
 * A readable view with the raw data one tab away. Both panels stay in the page (the hidden one with `hidden`), so
 * the tabs always point at something and switching back keeps the scroll.
 */
export function ReadableTabs({ id, label, readableLabel, rawLabel, children, raw }: ReadableTabsProps) {
  const [view, setView] = useState<(typeof VIEWS)[number]>('readable')
  const labels = { readable: readableLabel, raw: rawLabel }
  const panels = { readable: children, raw }
  return (
    <>
      <Tabs
        value={view}
        onChange={(_event, next: (typeof VIEWS)[number]) => setView(next)}
        aria-label={label}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {VIEWS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={labels[name]}
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
            sx={{ minHeight: 40 }}
          />
        ))}
      </Tabs>
      {VIEWS.map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={view !== name}
        >
          {panels[name]}
        </Box>
      ))}
    </>
  )
}
