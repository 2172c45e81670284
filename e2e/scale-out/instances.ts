import type { Page, Request } from '@playwright/test'

// What the runner (scripts/scale-out/run-scale-out.sh) tells the journey about the instances behind nginx,
// and the journey's view of who answered each /api request.

export interface ScaleOutSetup {
  /** The instance the journey stops half-way, its process and its own health URL (not through nginx). */
  stop: { name: string; pid: number; healthUrl: string }
  /** The instance left serving. */
  keep: string
}

export function readSetup(env: NodeJS.ProcessEnv = process.env): ScaleOutSetup {
  const pid = Number(env.SCALE_OUT_STOP_PID)
  const { SCALE_OUT_STOP_NAME: name, SCALE_OUT_STOP_HEALTH: healthUrl, SCALE_OUT_KEEP_NAME: keep } = env
  if (!name || !healthUrl || !keep || !Number.isInteger(pid) || pid <= 0) {
    throw new Error(
      'Run the scale-out journey with bash scripts/scale-out/run-scale-out.sh (instance settings missing)',
    )
  }
  return { stop: { name, pid, healthUrl }, keep }
}

export interface ApiAnswer {
  url: string
  status: number
  /** The X-Instance header; undefined when nginx answered by itself (e.g. 502). */
  instance: string | undefined
  /** Sent after the stopped instance had gone. */
  afterStop: boolean
}

/** Records every /api response the page receives, with the instance that answered it. */
export function recordApiAnswers(page: Page): { answers: ApiAnswer[]; markStopped(): void } {
  const answers: ApiAnswer[] = []
  const sentAfterStop = new WeakSet<Request>()
  let stopped = false
  page.on('request', (request) => {
    if (stopped) sentAfterStop.add(request)
  })
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/api/')) return
    answers.push({
      url: `${response.request().method()} ${url.pathname}`,
      status: response.status(),
      instance: response.headers()['x-instance'],
      afterStop: sentAfterStop.has(response.request()),
    })
  })
  return { answers, markStopped: () => void (stopped = true) }
}

/** Kills the instance outright (no graceful close: a crash) and waits until its port refuses connections. */
export async function killInstance(target: ScaleOutSetup['stop']): Promise<void> {
  process.kill(target.pid, 'SIGKILL')
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answered = await fetch(target.healthUrl).then(
      () => true,
      () => false,
    )
    if (!answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`instance ${target.name} still answers ${target.healthUrl} after SIGKILL`)
}
