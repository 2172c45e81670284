import { Box } from '@mui/material'

/**
 * Server data shown "raw" (technical tab, logs, details tabs) as indented text. React renders it as a text
 * node, so markup inside the data is shown, never interpreted.
 */
export function RawData({ data, label }: { data: unknown; label: string }) {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2)
  return (
    <Box
      component="pre"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 2,
        maxHeight: '60vh',
        overflow: 'auto',
        bgcolor: 'grey.100',
        borderRadius: 1,
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </Box>
  )
}
