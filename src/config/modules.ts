import type { ModuleCode } from '@contract/modules'
import { paths } from './paths'

// Where each module lives and its accent colour. Labels come from the catalog (modules.<code>.*),
// so this file holds no user-visible text.
export const MODULE_PAGES: Record<ModuleCode, { path: string; color: string }> = {
  Mod_SW: { path: paths.swimmers, color: '#1565c0' },
  Mod_SC: { path: paths.schools, color: '#2e7d32' },
  Mod_PT: { path: paths.preTeam, color: '#6a1b9a' },
  Mod_CO: { path: paths.coaches, color: '#c43e00' },
}

/** The settings tile is not a module: everyone gets it (SPEC.md section 6). */
export const SETTINGS_TILE = { path: paths.settings, color: '#455a64' } as const
