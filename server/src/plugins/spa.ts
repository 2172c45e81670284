import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { message } from '@contract/messages/message'

// Serves the built SPA: hashed assets cached for a year and sent precompressed (.gz written by the
// build), index.html for every client route, and a JSON 404 for unknown /api paths.

export const spaPlugin = fp(async (app: FastifyInstance, options: { staticDir: string }) => {
  const indexFile = path.join(options.staticDir, 'index.html')
  const hasBuild = fs.existsSync(indexFile)

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    if (hasBuild && wantsPage && !/^\/api(\/|$)/i.test(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({
      code: 'request.notFound',
      message: message('request.notFound', { method: request.method, path: pathname }),
    })
  })
})
