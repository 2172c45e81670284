// Row actions of the results table (SPEC.md sections 2 and 4, Pre-team): the server's list, or the fallback set,
// each opening its dialog, each in its own colour. Labels are names in words in the user's language (issue 27: 'Show
// pre-team info', not 'ShowPteamInfo'); the fallback buttons keep the spec's View, Details, Swimmers and End.

import { ACTIONS_BY_MODULE } from '@contract/modules'

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

/** The actions with a name in words (locales: preteam.actionNames): the row actions of the catalogue. */
export type NamedAction = Exclude<(typeof ACTIONS_BY_MODULE.Mod_PT)[number], 'CreatePTeam'>
export const isNamedAction = (action: string): action is NamedAction =>
  action !== 'CreatePTeam' && (ACTIONS_BY_MODULE.Mod_PT as readonly string[]).includes(action)
export const isFallbackAction = (action: string): action is (typeof FALLBACK_ACTIONS)[number] =>
  (FALLBACK_ACTIONS as readonly string[]).includes(action)
