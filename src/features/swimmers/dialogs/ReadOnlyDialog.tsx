import type { ReactNode } from 'react'
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useSwimmersT } from './i18n'

interface ReadOnlyDialogProps {
  id: string
  title: string
  loading: boolean
  onClose: () => void
  children: ReactNode
}

/**
 * A dialog that only shows something the server returned, with a Close button. It scrolls as a whole with the page
 * (scroll="body"): a long read-only content would otherwise be a scrolling region with nothing to focus, which a
 * keyboard user cannot scroll (axe 'scrollable-region-focusable', as Coach Details had).
 */
export function ReadOnlyDialog({ id, title, loading, onClose, children }: ReadOnlyDialogProps) {
  const t = useSwimmersT()
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md" scroll="body">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('form.loading')} />
          </Box>
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
