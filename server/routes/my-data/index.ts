/**
 * "Download my data" (docs/rules.md R7.11): GET app/v1/my-data?format=json|pdf — everything held
 * about the caller (server/services/my-data/), as an attachment. Schemas: src/contracts/my-data.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { requireUser } from '../../auth';
import { fullName } from '../../services/agents';
import { collectMyData, myDataJson } from '../../services/my-data';
import { myDataPdf } from '../../services/my-data/pdf';
import { sendFile, sendPdf } from '../../services/pdf';
import { myDataEndpoints as e } from '../../../src/contracts/my-data';

export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    e.export,
    async (req, reply) => {
      const user = requireUser(req);
      const data = await collectMyData(app.db, user.id, app.clock.now(), { personalData: app.personalData });
      const day = data.generatedAt.slice(0, 10);
      if (req.query.format === 'pdf') {
        const bytes = await myDataPdf(data, req.lang, fullName(user) || user.phone);
        return sendPdf(reply, bytes, `my-data-${day}.pdf`, true);
      }
      return sendFile(reply, myDataJson(data), 'application/json; charset=utf-8', `my-data-${day}.json`, true);
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default myDataRoutes;
