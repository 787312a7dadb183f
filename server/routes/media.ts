/**
 * GET /media/photos/<id>.<ext> — the published photos of objects (server/services/object-photos.ts),
 * public, cached for a year (a photo's name never changes its bytes).
 */
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { photosDir } from '../services/object-photos';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/media/photos/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    const file = NAME.test(name) ? join(photosDir(app.config.dataDir), name) : null;
    if (!file || !existsSync(file)) return reply.code(404).send({ message: req.t('error.notFoundApi') });
    return reply
      .header('content-type', TYPES[name.split('.').pop()!])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
};
