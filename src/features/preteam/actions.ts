// Row actions of the results table (SPEC.md sections 2 and 4, Pre-team): the server's list, or the fallback set,
// each opening its dialog. Labels are the action names themselves; each has its own colour.

export type PreTeamDialog =
  'info' | 'detailsTab' | 'swimmers' | 'update' | 'addSwimmer' | 'changeSite' | 'end' | 'remove'

/** What each known action (and each fallback button) opens. */
export const ACTION_DIALOGS: Record<string, PreTeamDialog> = {
  ShowPteamInfo: 'info',
  ViewDetailsTab: 'detailsTab',
  ViewSwimmers: 'swimmers',
  UpdatePTeamInfo: 'update',
  AddSwimmerToPTeam: 'addSwimmer',
  ChangeSite: 'changeSite',
  EndPteam: 'end',
  RemovePTeam: 'remove',
  View: 'info',
  Details: 'detailsTab',
  Swimmers: 'swimmers',
  End: 'end',
}

/** Offered when the server gives no action for a row. */
export const FALLBACK_ACTIONS = ['View', 'Details', 'Swimmers', 'End'] as const

/** Distinct colours, each dark enough for white text (WCAG AA). */
const DIALOG_COLOURS: Record<PreTeamDialog, string> = {
  info: '#1565c0',
  detailsTab: '#6a1b9a',
  swimmers: '#00695c',
  update: '#2e7d32',
  addSwimmer: '#ad1457',
  changeSite: '#5d4037',
  end: '#bf360c',
  remove: '#c62828',
}
const OTHER_COLOUR = '#455a64'

export const actionColour = (action: string): string => {
  const dialog = ACTION_DIALOGS[action]
  return dialog ? DIALOG_COLOURS[dialog] : OTHER_COLOUR
}

/** The buttons a row shows: the server's actions without any UpdateSchoolLevel one, or the fallback set. */
export function visibleActions(serverActions: readonly string[] | undefined): string[] {
  const shown = (serverActions ?? []).filter((name) => !name.includes('UpdateSchoolLevel'))
  return shown.length > 0 ? shown : [...FALLBACK_ACTIONS]
}
