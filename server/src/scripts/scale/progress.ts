// A one-line progress bar on stderr (redrawn in place on a terminal, a line every 10 % otherwise).

const WIDTH = 30

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

export class ProgressBar {
  private readonly started = Date.now()
  private lastDecile = -1

  constructor(
    private readonly total: number,
    private readonly label: string,
  ) {}

  update(done: number): void {
    const fraction = Math.min(1, done / this.total)
    const filled = Math.round(fraction * WIDTH)
    const line =
      `${this.label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ` +
      `${done.toLocaleString('en')} rows  ${seconds(Date.now() - this.started)}`
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}`)
    } else if (Math.floor(fraction * 10) > this.lastDecile) {
      this.lastDecile = Math.floor(fraction * 10)
      process.stderr.write(`${line}\n`)
    }
  }

  done(): void {
    if (process.stderr.isTTY) process.stderr.write('\n')
  }
}

/** Prints each step of a phase with how long the previous one took. */
export function stepper(prefix: string): { step: (label: string) => void; end: () => void } {
  let current: { label: string; at: number } | null = null
  const close = () => {
    if (current) process.stderr.write(`${prefix} ${current.label}: ${seconds(Date.now() - current.at)}\n`)
  }
  return {
    step(label) {
      close()
      current = { label, at: Date.now() }
    },
    end() {
      close()
      current = null
    },
  }
}
