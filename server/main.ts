/**
 * Entry point of `npm start` / `npm run serve`: builds the app from the environment and listens.
 */
import { buildApp } from './app';

const app = await buildApp({ logger: true });
const { port, host } = app.config;
await app.listen({ port, host });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
