import { useTranslation } from 'react-i18next'
import type { ModuleCode } from '@contract/modules'
import { MODULE_PAGES } from '@/config/modules'
import { paths } from '@/config/paths'
import { useUserModules } from '@/session/useSession'
import { useGrantedActions } from './useGrantedActions'

export interface NavItem {
  to: string
  label: string
}

// The spec's order for the bar: Swimmers, Schools, Coaches, Pre-Team (the dashboard tiles use another).
const NAV_MODULE_ORDER: readonly ModuleCode[] = ['Mod_SW', 'Mod_SC', 'Mod_CO', 'Mod_PT']

/** The bar's two groups (SPEC.md section 2): the dashboard and the user's modules, then the always-present utilities. */
export function useNavLinks(): { main: NavItem[]; utilities: NavItem[] } {
  const { t } = useTranslation()
  const modules = useUserModules()
  const { actions: granted, privileges } = useGrantedActions()
  return {
    main: [
      { to: paths.dashboard, label: t('nav.dashboard') },
      ...NAV_MODULE_ORDER.filter((code) => modules.includes(code)).map((code) => ({
        to: MODULE_PAGES[code].path,
        label: t(`modules.${code}.nav`),
      })),
      // The academy's week: for those who run schools or pre-teams.
      ...(modules.includes('Mod_SC') || modules.includes('Mod_PT')
        ? [{ to: paths.timetable, label: t('nav.timetable') }]
        : []),
      // The money desk and the owner's view (issue 15): by privilege (Settings actions), not by module.
      ...(granted.includes('ViewInvoices') ? [{ to: paths.money, label: t('nav.money') }] : []),
      ...(granted.includes('ViewReports') ? [{ to: paths.reports, label: t('nav.reports') }] : []),
      // Families (issue 28): with the privilege the family routes check.
      ...(privileges.includes('Mod_SW:ViewFamilies') ? [{ to: paths.families, label: t('nav.families') }] : []),
      ...(privileges.includes('Mod_SW:ViewMessages') ? [{ to: paths.messages, label: t('nav.messages') }] : []),
      // Ready to move up (issue 31): with the privilege the ready list checks.
      ...(privileges.includes('Mod_SC:EvaluateSkills') || privileges.includes('Mod_SC:ApproveReportCards')
        ? [{ to: paths.ready, label: t('nav.ready') }]
        : []),
    ],
    utilities: [
      { to: paths.settings, label: t('nav.settings') },
      { to: paths.schoolList, label: t('nav.schoolList') },
      { to: paths.preTeamList, label: t('nav.preTeamList') },
      { to: paths.freeCoaches, label: t('nav.freeCoaches') },
    ],
  }
}
