import { Box, Card, CardContent, Grid, Typography } from '@mui/material'
import type { SchoolSummary } from '@contract/schools'
import { useSchoolListT } from './i18n'

/** A card per school: number, name, level, type, days, time and capacity (SPEC.md section 2, School List). */
export function SchoolSummaryCards({ summaries }: { summaries: readonly SchoolSummary[] }) {
  const t = useSchoolListT()
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {summaries.map((school) => {
        const facts: Array<[string, string]> = [
          [t('summaries.level'), school.schoolLevel],
          [t('summaries.type'), school.schoolType],
          [t('summaries.days'), school.days],
          [t('summaries.time'), school.fromTo],
          [t('summaries.capacity'), t('summaries.places', { enrolled: school.enrolled, capacity: school.capacity })],
        ]
        return (
          <Grid key={school.schoolID} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }} aria-labelledby={`school-card-${school.schoolID}`}>
              <CardContent>
                <Typography id={`school-card-${school.schoolID}`} variant="h3" component="h3">
                  {t('summaries.school', { id: school.schoolID })}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('summaries.coach')}: {school.fullName}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
                >
                  {facts.map(([label, value]) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        )
      })}
    </Grid>
  )
}
