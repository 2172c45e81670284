import { MenuItem } from '@mui/material'
import { FormTextField } from '@/components/form'
import { useSiteNameOf, useUserSites } from '@/session/useSession'
import { usePricesT } from './i18n'

/**
 * The new-site form's 'Copy prices from' (issue 27): one of the user's sites by name, or none (the new site then has
 * no prices, and Prices says so). Bound to the form around it as `copyPricesFrom`.
 */
export function CopyPricesFromField() {
  const t = usePricesT()
  const sites = useUserSites()
  const siteNameOf = useSiteNameOf()
  return (
    <FormTextField
      select
      name="copyPricesFrom"
      id="site-copy-prices-from"
      label={t('copyFrom.label')}
      hint={t('copyFrom.hint')}
      size="small"
      fullWidth
      // 'None' shows as chosen rather than an empty box under the label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('copyFrom.none')}</em>
      </MenuItem>
      {sites.map((site) => (
        <MenuItem key={site.id} value={String(site.id)}>
          {siteNameOf(site.id, site.name)}
        </MenuItem>
      ))}
    </FormTextField>
  )
}
