/**
 * GET /media/photos/<id>.<ext> — the published photos of objects (server/services/object-photos.ts),
 * public, cached for a year (a photo's name never changes its bytes). The bytes are streamed from
 * the file store (`app.storage`: local disk or S3), never read whole into memory.
 */
import type { FastifyPluginAsync } from 'fastify';
import { photoKey } from '../services/storage';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/media/photos/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    const file = NAME.test(name) ? await app.storage.stream(photoKey(name)) : null;
    if (!file) return reply.code(404).send({ message: req.t('error.notFoundApi') });
    return reply
      .header('content-type', TYPES[name.split('.').pop()!])
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
};
