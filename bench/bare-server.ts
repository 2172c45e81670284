import Fastify from 'fastify'

// The throughput baseline: a bare Fastify route answering a constant JSON object, nothing else registered.
// node --import tsx bench/bare-server.ts <port>

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.listen({ port: Number(process.argv[2] ?? 3201), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
