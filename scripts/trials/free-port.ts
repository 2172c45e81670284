import net from 'node:net'

// Several people run the suite at once on this machine: each run takes the first free port of its range.

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

export async function freePort(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port++) {
    if (await isFree(port)) return port
  }
  throw new Error(`no free port from ${first} to ${last}`)
}
