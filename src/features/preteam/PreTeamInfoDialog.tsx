import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material'
import type { PreTeamSummary } from '@contract/preteams'
import { usePreTeamT } from './i18n'

/** 'Pre-Team Details': ID, coach name, level, days and from-to of the row. */
export function PreTeamInfoDialog({ preTeam, onClose }: { preTeam: PreTeamSummary; onClose: () => void }) {
  const t = usePreTeamT()
  const rows = [
    [t('details.id'), String(preTeam.pTeamID)],
    [t('details.coachName'), preTeam.coachName],
    [t('details.level'), preTeam.level],
    [t('details.days'), preTeam.days],
    [t('details.fromTo'), preTeam.fromTo],
  ]
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="preteam-info-title">
      <DialogTitle id="preteam-info-title">{t('details.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
