import { Button, Stack } from '@mui/material'
import { usePreTeamListT } from './i18n'

interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** Previous, numbered pages and Next (SPEC.md section 2, Pre-Team List). */
export function Pager({ page, pages, onPage }: PagerProps) {
  const t = usePreTeamListT()
  const numbers = Array.from({ length: pages }, (_, index) => index + 1)
  return (
    <Stack
      component="nav"
      aria-label={t('pager.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center', mt: 3 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      {numbers.map((number) => (
        <Button
          key={number}
          variant={number === page ? 'contained' : 'outlined'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: number })}
          onClick={() => onPage(number)}
          sx={{ minWidth: 44 }}
        >
          {number}
        </Button>
      ))}
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Stack>
  )
}
