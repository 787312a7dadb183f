/**
 * The pieces of a real deployment on one machine, for the cluster test and `npm run bench:cluster`
 * (docs/architecture.md § Operations): a throwaway PostgreSQL cluster (tests/api/pg-cluster.ts),
 * Debian's `redis-server` and `nginx` (round robin over the instances), and N portal instances,
 * each `server/main.ts` in its own process as `npm run serve` starts it. Every piece listens on a
 * free loopback port and lives in a temporary folder; `stop()` ends them all.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../api/pg-cluster';

/** Where a Debian program is, or null when it is not installed. */
export function which(cmd: string): string | null {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(dir, cmd))) return join(dir, cmd);
  }
  return null;
}

/** Resolves when `url` answers 2xx, polling every 200 ms; rejects after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 120_000, init?: RequestInit): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url, init).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Resolves once a TCP connect to `port` on 127.0.0.1 succeeds, trying every 100 ms; after about
 * 100 tries (10 s) rejects with an Error whose message `failure()` gives (read only then).
 */
async function waitForPort(port: number, failure: () => string): Promise<void> {
  const { createConnection } = await import('node:net');
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((res) => {
      const s = createConnection(port, '127.0.0.1', () => {
        s.end();
        res(true);
      });
      s.on('error', () => res(false));
    });
    if (up) return;
    if (i > 100) throw new Error(failure());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A Redis server on a free port, without persistence. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const bin = which('redis-server');
  if (!bin) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  const proc = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  // redis-server answers PING as soon as it listens; a TCP connect is enough to know it is up.
  await waitForPort(port, () => 'redis-server did not start');
  return { url, stop: () => void proc.kill('SIGTERM') };
}

/**
 * nginx in front of `upstreams` (ports on 127.0.0.1), round robin; a failed upstream is retried on
 * the next one for requests nginx may repeat (GET), and left out for 2 s after 1 failure. Each
 * answer carries `X-Upstream` (the instance that answered), and the client's address reaches the
 * instances as `X-Forwarded-For` (they trust 127.0.0.1: TRUST_PROXY).
 */
export async function startNginx(upstreams: number[]): Promise<{ port: number; url: string; stop(): void }> {
  const bin = which('nginx');
  if (!bin) throw new Error('nginx is not installed (apt-get install nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const conf = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 1s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const proc = spawn(bin, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForPort(port, () => `nginx did not start: ${execFileSync('cat', [join(dir, 'error.log')]).toString()}`);
  return {
    port,
    url,
    stop: () => {
      proc.kill('SIGQUIT');
      setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500).unref();
    },
  };
}

/** One portal process. */
export interface Instance {
  name: string;
  port: number;
  url: string;
  proc: ChildProcess;
  /** Kills the process with SIGKILL (no shutdown at all) and resolves when it is gone. */
  kill(): Promise<void>;
  /** Starts the process again on the same port and resolves when /readyz answers 200. */
  restart(): Promise<void>;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` (or `entry`) as its own process with `env` on a free port and resolves
 * once `GET /readyz` answers 200. Its stderr (warnings and errors) is kept in `log`.
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  { entry = 'server/main.ts', port: fixedPort }: { entry?: string; port?: number } = {},
): Promise<Instance & { log: string[] }> {
  const port = fixedPort ?? (await freePort());
  const log: string[] = [];
  const launch = () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
      // A worker (server/worker.ts) answers its probes on WORKER_PORT; a web instance on PORT.
      env: { ...process.env, ...env, PORT: String(port), WORKER_PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    proc.stderr?.on('data', (b: Buffer) => {
      log.push(b.toString());
      if (log.length > 200) log.shift();
    });
    return proc;
  };
  const exited = (p: ChildProcess) =>
    p.exitCode !== null || p.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((res) => p.once('exit', () => res()));
  // A start or a restart: ready when /readyz answers 200; else killed, the error carrying its stderr.
  // Three minutes either way: on CI a restart shares two cores with the generator test's tsc and browsers.
  const ready = async (what: string) => {
    try {
      await waitFor(`${inst.url}/readyz`, 180_000);
    } catch (e) {
      inst.proc.kill('SIGKILL');
      throw new Error(`${name} did not ${what}: ${(e as Error).message}\n${log.join('')}`, { cause: e });
    }
  };
  const inst = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    proc: launch(),
    log,
    async kill() {
      inst.proc.kill('SIGKILL');
      await exited(inst.proc);
    },
    async restart() {
      inst.proc = launch();
      await ready('restart');
    },
    async stop() {
      inst.proc.kill('SIGTERM');
      await Promise.race([exited(inst.proc), new Promise((r) => setTimeout(r, 15_000))]);
      if (inst.proc.exitCode === null && inst.proc.signalCode === null) inst.proc.kill('SIGKILL');
    },
  };
  await ready('start');
  return inst;
}
