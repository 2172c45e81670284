// The columns the scale seeder writes, per table, in the order its rows are built, with each column's
// PostgreSQL type (for unnest). Every table gets explicit ids, so rows can refer to each other without asking.

export interface TableSpec {
  name: string
  columns: string[]
  /** 'int' or 'text', per column. */
  types: Array<'int' | 'text'>
}

function table(name: string, columns: Record<string, 'int' | 'text'>): TableSpec {
  return { name, columns: Object.keys(columns), types: Object.values(columns) }
}

const audited = { created_at: 'text', created_by: 'int' } as const

export const TABLES = {
  coaches: table('coaches', {
    id: 'int',
    full_name: 'text',
    name_key: 'text',
    birth_date: 'text',
    gender: 'int',
    coach_type: 'int',
    site: 'int',
    mobile_number: 'text',
    email: 'text',
    specialization: 'text',
    experience_years: 'int',
    is_active: 'int',
    ...audited,
  }),
  schools: table('schools', {
    id: 'int',
    level: 'int',
    coach_id: 'int',
    first_day: 'int',
    second_day: 'int',
    start_time: 'text',
    end_time: 'text',
    school_type: 'int',
    site: 'int',
    capacity: 'int',
    start_date: 'text',
    end_date: 'text',
    ...audited,
  }),
  preteams: table('preteams', {
    id: 'int',
    level: 'int',
    coach_id: 'int',
    first_day: 'int',
    second_day: 'int',
    third_day: 'int',
    start_time: 'text',
    end_time: 'text',
    site: 'int',
    start_date: 'text',
    end_date: 'text',
    ...audited,
  }),
  swimmers: table('swimmers', {
    id: 'int',
    full_name: 'text',
    name_key: 'text',
    birth_date: 'text',
    birth_year: 'int',
    gender: 'int',
    start_level: 'int',
    current_level: 'int',
    site: 'int',
    club: 'int',
    subscription_end: 'text',
    ...audited,
    deleted_at: 'text',
  }),
  swimmer_parents: table('swimmer_parents', {
    swimmer_id: 'int',
    primary_phone: 'text',
    secondary_phone: 'text',
    primary_job: 'text',
    secondary_job: 'text',
    email: 'text',
    address: 'text',
  }),
  swimmer_levels: table('swimmer_levels', {
    id: 'int',
    swimmer_id: 'int',
    level: 'int',
    site: 'int',
    changed_at: 'text',
    changed_by: 'int',
  }),
  swimmer_times: table('swimmer_times', {
    id: 'int',
    swimmer_id: 'int',
    times: 'text',
    reason: 'text',
    site: 'int',
    recorded_at: 'text',
    recorded_by: 'int',
  }),
  swimmer_freezes: table('swimmer_freezes', {
    id: 'int',
    swimmer_id: 'int',
    reason: 'text',
    freeze_date: 'text',
    ended_at: 'text',
    site: 'int',
    created_at: 'text',
    created_by: 'int',
  }),
  subscriptions: table('subscriptions', {
    id: 'int',
    swimmer_id: 'int',
    renewal_type: 'text',
    months: 'int',
    start_date: 'text',
    end_date: 'text',
    site: 'int',
    created_at: 'text',
    created_by: 'int',
  }),
  invoices: table('invoices', {
    id: 'int',
    site: 'int',
    swimmer_id: 'int',
    product: 'int',
    item_name: 'text',
    months: 'int',
    amount_cents: 'int',
    paid_cents: 'int',
    status: 'text',
    ...audited,
  }),
  payments: table('payments', {
    id: 'int',
    invoice_id: 'int',
    site: 'int',
    swimmer_id: 'int',
    amount_cents: 'int',
    receipt_no: 'text',
    receipt_key: 'text',
    ...audited,
  }),
  school_enrolments: table('school_enrolments', {
    id: 'int',
    school_id: 'int',
    swimmer_id: 'int',
    months: 'int',
    start_date: 'text',
    end_date: 'text',
    invoice_id: 'int',
    site: 'int',
    ...audited,
  }),
  preteam_enrolments: table('preteam_enrolments', {
    id: 'int',
    preteam_id: 'int',
    swimmer_id: 'int',
    months: 'int',
    start_date: 'text',
    end_date: 'text',
    invoice_id: 'int',
    site: 'int',
    ...audited,
  }),
  attendance: table('attendance', {
    id: 'int',
    school_id: 'int',
    swimmer_id: 'int',
    session_date: 'text',
    day: 'int',
    time_attend: 'text',
    attended: 'int',
    notes: 'text',
    recorded_at: 'text',
    recorded_by: 'int',
  }),
  audit_log: table('audit_log', {
    id: 'int',
    at: 'text',
    user_id: 'int',
    site: 'int',
    entity: 'text',
    entity_id: 'text',
    action: 'text',
    before_json: 'text',
    after_json: 'text',
  }),
} satisfies Record<string, TableSpec>

export type TableName = keyof typeof TABLES
export type Row = Array<string | number | null>
export const TABLE_NAMES = Object.keys(TABLES) as TableName[]
/** Tables with a serial id (all but swimmer_parents, keyed by swimmer). */
export const TABLES_WITH_IDS = TABLE_NAMES.filter((name) => name !== 'swimmer_parents')
