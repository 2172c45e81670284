import { useState } from 'react'
import {
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { LOOKUP_GROUP } from '@contract/lookups'
import { PRICE_MONTHS } from '@contract/prices'
import { getErrorMessage } from '@/api/errors'
import { useMoney } from '@/components/money/useMoney'
import { useFormat } from '@/i18n/format'
import { useAppCode } from '@/lookups/useAppCode'
import { useSelectedSite, useSiteNameOf, useUserSites } from '@/session/useSession'
import { usePricesT } from './i18n'
import { PriceDialog, type PriceLine } from './PriceDialog'
import { usePricesQuery } from './pricesApi'

/**
 * Settings → Prices (issue 27): a site's price per product (school types, pre-team, team) and duration, and the
 * history of the chosen product's prices there. Sites are the user's own, products named in the page's language.
 * Edit (or Set price, for a duration without one) opens the price dialog; a site without prices says so plainly.
 */
export function PricesTab() {
  const t = usePricesT()
  const format = useFormat()
  const { money } = useMoney()
  const sites = useUserSites()
  const siteNameOf = useSiteNameOf()
  const selected = useSelectedSite()
  const products = useAppCode(LOOKUP_GROUP.product).items
  const [site, setSite] = useState<number | undefined>(() =>
    selected && sites.some((entry) => entry.id === selected.id) ? selected.id : sites[0]?.id,
  )
  const [product, setProduct] = useState<number>(() => products[0]?.code ?? 77)
  const [editing, setEditing] = useState<PriceLine | null>(null)
  const prices = usePricesQuery(site ?? 0, { skip: site === undefined })

  const productName = products.find((item) => item.code === product)?.description ?? String(product)
  const siteName = site === undefined ? '' : siteNameOf(site)
  const monthsText = (count: number) => t('months', { count })
  const amountOf = (months: number) => prices.data?.prices.find((p) => p.product === product && p.months === months)
  const history = prices.data?.history.filter((change) => change.product === product) ?? []

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('heading')}</Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          id="prices-site"
          label={t('site')}
          size="small"
          value={site ?? ''}
          onChange={(event) => setSite(Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          {sites.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {siteNameOf(entry.id, entry.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="prices-product"
          label={t('product')}
          size="small"
          value={product}
          onChange={(event) => setProduct(Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          {products.map((item) => (
            <MenuItem key={item.code} value={item.code}>
              {item.description}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {prices.isLoading && <CircularProgress aria-label={t('loading')} />}
      {prices.isError && <Alert severity="error">{t('loadFailed', { message: getErrorMessage(prices.error) })}</Alert>}
      {prices.isSuccess && prices.data.prices.length === 0 && (
        <Alert severity="warning">{t('noPrices', { site: siteName })}</Alert>
      )}
      {prices.isSuccess && site !== undefined && (
        <>
          <Paper variant="outlined">
            <List aria-label={t('listLabel', { product: productName, site: siteName })} disablePadding>
              {PRICE_MONTHS.map((months, index) => {
                const line = amountOf(months)
                const label = { product: productName, months: monthsText(months) }
                return (
                  <ListItem
                    key={months}
                    divider={index < PRICE_MONTHS.length - 1}
                    secondaryAction={
                      <Button
                        size="small"
                        onClick={() =>
                          setEditing({ site, siteName, product, productName, months, amount: line?.amount ?? null })
                        }
                        aria-label={t(line ? 'editOne' : 'setOne', label)}
                      >
                        {t(line ? 'edit' : 'set')}
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={monthsText(months)}
                      secondary={line ? money(line.amount) : t('notSet')}
                      slotProps={{
                        secondary: {
                          color: line ? 'text.primary' : 'text.secondary',
                          sx: { fontWeight: line ? 600 : 400 },
                        },
                      }}
                    />
                  </ListItem>
                )
              })}
            </List>
          </Paper>

          <Stack spacing={1}>
            <Typography variant="h3">{t('history.heading', { product: productName })}</Typography>
            {history.length === 0 ? (
              <Typography color="text.secondary">
                {t('history.none', { product: productName, site: siteName })}
              </Typography>
            ) : (
              <List aria-label={t('history.label', { product: productName, site: siteName })} dense disablePadding>
                {history.map((change) => {
                  const months = monthsText(change.months)
                  const after = money(change.after)
                  const what =
                    change.source === 'copy'
                      ? t('history.copied', { months, after, site: siteNameOf(change.copiedFrom ?? 0) })
                      : change.before === null
                        ? t('history.added', { months, after })
                        : t('history.changed', { months, before: money(change.before), after })
                  return (
                    <ListItem key={change.id} disableGutters>
                      <ListItemText
                        primary={what}
                        // Each its own run of text: a Latin name beside an Arabic date and time read in a jumble.
                        secondary={
                          <>
                            <bdi>{change.byName}</bdi>
                            {t('history.separator')}
                            <bdi>{format.dateTime(change.at)}</bdi>
                          </>
                        }
                      />
                    </ListItem>
                  )
                })}
              </List>
            )}
          </Stack>
        </>
      )}
      {editing && (
        <PriceDialog key={`${editing.product}-${editing.months}`} line={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  )
}
