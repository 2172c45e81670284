import fs from 'node:fs'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import { LoadingStatus } from './LoadingStatus'

describe('LoadingStatus', () => {
  it('announces its words as a status and shows no unnamed progress bar', () => {
    render(<LoadingStatus>Loading the ready list…</LoadingStatus>)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the ready list…')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})

// The skills journey's axe check caught an unnamed spinner on the ready list while it loaded (CI, 2026-11-29): seven
// pages drew their own spinner-and-words line, none named. Every spinner in the SPA is now named (aria-label), hidden
// beside words that say it (aria-hidden), or LoadingStatus.
describe('every CircularProgress in src', () => {
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sources(full)
      return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : []
    })

  it('has a name or is hidden', () => {
    const root = path.resolve(__dirname, '..')
    const unnamed = sources(root).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<CircularProgress\b[^>]*>/g)]
        .filter(([tag]) => !/aria-(label|labelledby|hidden)\b/.test(tag))
        .map(([tag]) => `${path.relative(root, file)}: ${tag}`),
    )
    expect(unnamed).toEqual([])
  })
})
