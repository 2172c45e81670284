// The contract's constants the SPA needs before any of its schemas: plain data, no zod, nothing else imported, so the
// start-up code (the signed-in user's sites and modules, the language menu) and the swimmer search form hold only
// these few lines. Each is re-exported by its own module (lookup-tables.ts, modules.ts, preferences.ts, swimmers.ts),
// which the server and the rest of the SPA import as before.

/** The academy's sites (lookup group 60), as lookup items. */
export const SITES: readonly { code: number; description: string }[] = [
  { code: 61, description: 'Smart Way' },
  { code: 62, description: 'Club 13' },
  { code: 63, description: 'Egypt' },
  { code: 64, description: 'Capital' },
  { code: 65, description: 'Police Club' },
  { code: 66, description: 'Dar Eldayafa' },
  { code: 67, description: 'Port Saied' },
  { code: 68, description: 'Faisl.' },
  { code: 69, description: 'General' },
]

export const MODULE_CODES = ['Mod_SW', 'Mod_SC', 'Mod_PT', 'Mod_CO'] as const

/** The signed-in user's settings for the app (issue 16): the language, and the digits numbers are written with. */
export const LANGUAGES = ['en', 'ar'] as const
export const DIGITS = ['latn', 'arab'] as const

/** What the swimmer search searches by. */
export const SEARCH_KEYS = ['swimmerID', 'fullName', 'year', 'level'] as const

/** A session's group kind and its status (contract/sessions.ts): the week is checked without zod (issue 27). */
export const SESSION_KINDS = ['school', 'preteam'] as const
export const SESSION_STATUSES = ['scheduled', 'cancelled', 'closed'] as const
