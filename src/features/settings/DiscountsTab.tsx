import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import {
  DISCOUNT_CAP_PERCENT,
  DISCOUNT_KINDS,
  PRICE_FLOOR_CENTS,
  type DiscountKind,
  type DiscountRule,
  type DiscountRuleInput,
} from '@contract/billing'
import { LOOKUP_GROUP } from '@contract/lookups'
import { getErrorMessage, serverFieldErrors } from '@/api/errors'
import { useMoney } from '@/components/money'
import { useAppCode } from '@/lookups/useAppCode'
import { useSettingsT } from './i18n'
import { useDiscountRulesQuery, useSaveDiscountRulesMutation } from './settingsApi'

/** A rule as the form holds it: texts as typed (Arabic-Indic digits welcome; the server reads them). */
interface Row {
  key: number
  ruleID?: number
  kind: DiscountKind
  percent: string
  fromRank: string
  minMonths: string
  clubID: string
}

let nextKey = 1
const rowOf = (rule?: DiscountRule): Row => ({
  key: nextKey++,
  ruleID: rule?.ruleID,
  kind: rule?.kind ?? 'sibling',
  percent: rule ? String(rule.percent) : '',
  fromRank: String(rule?.fromRank ?? 2),
  minMonths: String(rule?.minMonths ?? 3),
  clubID: rule?.clubID ? String(rule.clubID) : '',
})

/** The request's rule: only the condition its kind has. */
const inputOf = (row: Row): DiscountRuleInput => ({
  ...(row.ruleID ? { ruleID: row.ruleID } : {}),
  kind: row.kind,
  percent: row.percent,
  ...(row.kind === 'sibling' ? { fromRank: row.fromRank } : {}),
  ...(row.kind === 'prepay' ? { minMonths: row.minMonths } : {}),
  ...(row.kind === 'clubMember' && row.clubID ? { clubID: row.clubID } : {}),
})

/**
 * Settings → Discounts (issue 30, ManageDiscounts): the academy's discount rules, edited as one list and saved whole
 * (PUT /api/discount-rules). How they stack is stated beside them; a change applies to invoices made afterwards.
 */
export function DiscountsTab() {
  const t = useSettingsT()
  const rules = useDiscountRulesQuery()
  if (rules.isError) return <Alert severity="error">{getErrorMessage(rules.error)}</Alert>
  if (!rules.data) return <CircularProgress aria-label={t('discounts.loading')} />
  return <DiscountsEditor initial={rules.data} />
}

function DiscountsEditor({ initial }: { initial: readonly DiscountRule[] }) {
  const t = useSettingsT()
  const { money } = useMoney()
  const [save, saving] = useSaveDiscountRulesMutation()
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf))
  const [saved, setSaved] = useState(false)
  const errors = saving.isError ? serverFieldErrors(saving.error) : {}
  const change = (key: number, patch: Partial<Row>) => {
    setSaved(false)
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="discounts-heading" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h2" id="discounts-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('discounts.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('discounts.howTheyStack', { cap: DISCOUNT_CAP_PERCENT, floor: money(PRICE_FLOOR_CENTS / 100) })}
      </Typography>
      <Stack
        component="form"
        spacing={2}
        aria-labelledby="discounts-heading"
        onSubmit={(event) => {
          event.preventDefault()
          void save(rows.map(inputOf))
            .unwrap()
            .then((answer: DiscountRule[]) => {
              setRows(answer.map(rowOf))
              setSaved(true)
            })
            .catch(() => undefined)
        }}
      >
        {rows.length === 0 && <Typography>{t('discounts.none')}</Typography>}
        {rows.map((row, index) => (
          <RuleRow
            key={row.key}
            row={row}
            number={index + 1}
            errors={errors}
            index={index}
            onChange={(patch) => change(row.key, patch)}
            onRemove={() => {
              setSaved(false)
              setRows(rows.filter((entry) => entry.key !== row.key))
            }}
          />
        ))}
        {saving.isError && <Alert severity="error">{getErrorMessage(saving.error)}</Alert>}
        {saved && <Alert severity="success">{t('discounts.saved')}</Alert>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            onClick={() => {
              setSaved(false)
              setRows([...rows, rowOf()])
            }}
          >
            {t('discounts.add')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('discounts.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}

function RuleRow({
  row,
  number,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: Row
  number: number
  index: number
  errors: Record<string, string>
  onChange: (patch: Partial<Row>) => void
  onRemove: () => void
}) {
  const t = useSettingsT()
  const clubs = useAppCode(LOOKUP_GROUP.club)
  const error = (field: string) => errors[`${index}.${field}`]
  const id = (field: string) => `discount-${row.key}-${field}`
  /** The one condition a kind of rule has (the child it starts from, the months ahead, the club), as a select. */
  const condition = (field: 'fromRank' | 'minMonths' | 'clubID', label: string, options: Array<[string, string]>) => (
    <TextField
      select
      size="small"
      id={id(field)}
      label={label}
      value={row[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={Boolean(error(field))}
      helperText={error(field)}
      sx={{ minWidth: 200, flex: '1 1 200px' }}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  )
  return (
    <Box
      role="group"
      aria-label={t('discounts.rule', { number })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        id={id('kind')}
        label={t('discounts.kind')}
        value={row.kind}
        onChange={(event) => onChange({ kind: event.target.value as DiscountKind })}
        error={Boolean(error('kind'))}
        helperText={error('kind')}
        sx={{ minWidth: 200, flex: '1 1 200px' }}
      >
        {DISCOUNT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`discounts.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id={id('percent')}
        label={t('discounts.percent')}
        value={row.percent}
        onChange={(event) => onChange({ percent: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(error('percent'))}
        helperText={error('percent')}
        sx={{ width: 120 }}
      />
      {row.kind === 'sibling' &&
        condition('fromRank', t('discounts.fromRank'), [
          ['2', t('discounts.ranks.second')],
          ['3', t('discounts.ranks.third')],
        ])}
      {row.kind === 'prepay' &&
        condition(
          'minMonths',
          t('discounts.minMonths'),
          [3, 6, 12].map((months) => [String(months), t('discounts.monthsAhead', { count: months })]),
        )}
      {row.kind === 'clubMember' &&
        condition(
          'clubID',
          t('discounts.club'),
          clubs.items.map((club) => [String(club.code), club.description]),
        )}
      <IconButton aria-label={t('discounts.remove', { number })} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  )
}
