/**
 * `npm run test:generator` (run by `npm test`): keeps the recipe of `npm run new:resource`
 * (scripts/new-resource.ts; docs/architecture.md § How to add a resource) alive. In a throwaway copy
 * of the working tree (the files git tracks or would track, `node_modules` a symlink), it generates
 * a sample resource and checks what it wrote as CI checks the code:
 *
 * 1. the generator itself (its time is printed), and how many shared files it edited: at most
 *    {@link SHARED_EDITS_MAX};
 * 2. at the same time: Prettier and ESLint on every file it wrote or edited, `tsc` over the whole
 *    project, and the client build the browser test needs (`vite build` only: the resource's pages
 *    are client routes, which the server answers with the SPA shell with or without the
 *    server-rendering bundle, so neither that bundle nor the precompressed copies are built);
 * 3. at the same time: the generated API test with the endpoint-declaration test and the unit tests
 *    of what the generator edits (the sider per role, the policy table, the locales, the docs'
 *    paths and the references its comments cite), and the generated Playwright smoke test
 *    against that build (desktop, one worker);
 * 4. with `--full`, also the access matrix, the seam counts and the OpenAPI lint.
 *
 * Any failure fails the script (exit 1) with the step's output; the copy is removed either way
 * (`--keep` leaves it and prints where). Usage: `npm run test:generator [-- --full] [-- --keep]`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'sample-notes';
/**
 * How many shared files (not its own, not generated) `npm run new:resource` may edit: 12 before the
 * routes registered themselves and the seeds became a list (server/routes/v1.ts,
 * server/db/seed/index.ts `DEMO_SEEDS`), 11 since (12 with `--roles owner`), 3 since the contracts,
 * the tags, the schema index, the locale areas and the tests' fixtures stopped being hand-kept lists
 * (issue 36): the policy table, the SPA's resource list and the seed's ordered steps.
 */
const SHARED_EDITS_MAX = 3;
/** Files `npm run api:table` writes (scripts/api-table.ts): generated, so not counted as edits. */
const GENERATED = new Set(['src/contracts/api.ts', 'src/contracts/index.ts', 'server/db/schema/index.ts']);
const full = process.argv.includes('--full');
const keep = process.argv.includes('--keep');

/** One step's result. */
interface Done {
  label: string;
  seconds: number;
}
const done: Done[] = [];
const t0 = performance.now();

/** Steps still running (each in its own process group, so a failure or Ctrl-C stops the whole step). */
const running = new Set<number>();
function stopAll() {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    stopAll();
    process.exit(130);
  });

/** Runs `cmd args` in `cwd`, output captured; rejects with the output when it exits non-zero. */
function sh(label: string, cwd: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Done> {
  const start = performance.now();
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (child.pid) running.add(child.pid);
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('error', (e) => fail(new Error(`${label}: ${e.message}`)));
    child.on('close', (code) => {
      if (child.pid) running.delete(child.pid);
      const d = { label, seconds: (performance.now() - start) / 1000 };
      if (code === 0) {
        done.push(d);
        console.log(`test:generator: ${label} ✓ ${d.seconds.toFixed(1)} s`);
        ok(d);
      } else fail(new Error(`${label} failed (exit ${code}):\n${out}`));
    });
  });
}

/** The working tree's files as git sees them (tracked or not ignored), without deleted ones. */
function treeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
}

async function main() {
  const copy = mkdtempSync(join(tmpdir(), 'new-resource-'));
  const bin = (tool: string) => join(copy, 'node_modules', '.bin', tool);
  let failed = false;
  try {
    const start = performance.now();
    for (const f of treeFiles()) {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      cpSync(join(root, f), join(copy, f));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    // A git index, for the tests that list the repository's files (tests/unit/docs-paths.test.ts).
    execFileSync('git', ['init', '-q'], { cwd: copy });
    execFileSync('git', ['add', '-A'], { cwd: copy });
    done.push({ label: 'copy', seconds: (performance.now() - start) / 1000 });
    console.log(`test:generator: copy of the working tree in ${copy}`);

    await sh('generator', copy, bin('tsx'), [
      'scripts/new-resource.ts',
      NAME,
      '--title-en',
      'Sample notes',
      '--title-ru',
      'Образцы заметок',
    ]);
    // What the generator wrote or changed: files that differ from the index, and new ones.
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).split('\n').filter(Boolean);
    const changed = [...git('diff', '--name-only'), ...git('ls-files', '--others', '--exclude-standard')];
    if (!changed.includes(`tests/api/${NAME}.test.ts`))
      throw new Error(`the generator wrote no tests/api/${NAME}.test.ts`);
    console.log(`test:generator: ${changed.length} files written or edited`);
    // Shared files edited: tracked files it changed, less the generated ones (the migration journal
    // and snapshots, what `npm run api:table` writes), and those must be what api:table writes.
    // A ratchet: it may only go down.
    const shared = git('diff', '--name-only').filter(
      (f) => !GENERATED.has(f) && !f.startsWith('server/db/migrations/'),
    );
    console.log(`test:generator: ${shared.length} shared files edited: ${shared.join(', ')}`);
    if (shared.length > SHARED_EDITS_MAX)
      throw new Error(
        `the generator edited ${shared.length} shared files, more than ${SHARED_EDITS_MAX}: ${shared.join(', ')}`,
      );
    const code = changed.filter((f) => /\.(ts|tsx|json)$/.test(f) && !f.startsWith('server/db/migrations/'));
    // Formatting, lint, types and the client build at once (tsc is single-threaded, the build is not).
    await Promise.all([
      sh('prettier --check', copy, bin('prettier'), ['--check', ...code.filter((f) => f !== 'src/contracts/api.ts')]),
      sh('api:table --check', copy, bin('tsx'), ['scripts/api-table.ts', '--check']),
      sh(
        'eslint',
        copy,
        bin('eslint'),
        code.filter((f) => /\.tsx?$/.test(f)),
      ),
      sh('tsc', copy, bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      sh('vite build', copy, bin('vite'), ['build', '--logLevel', 'warn']),
    ]);
    // The API and unit tests while the browser test's server starts.
    await Promise.all([
      sh('vitest', copy, bin('vitest'), [
        'run',
        `tests/api/${NAME}.test.ts`,
        'tests/api/endpoints.test.ts',
        'tests/unit/providers/access-control-provider.test.ts',
        'tests/unit/domain/access.test.ts',
        'tests/unit/providers/i18n.test.ts',
        'tests/unit/docs-paths.test.ts',
        'tests/unit/docs-references.test.ts',
        'tests/unit/server/registries.test.ts',
        'tests/unit/ui-labels.test.ts',
        ...(full ? ['tests/api/access-matrix.test.ts'] : []),
      ]),
      sh('playwright', copy, bin('playwright'), [
        'test',
        `tests/e2e/${NAME}.spec.ts`,
        '--project=desktop',
        '--workers=1',
        '--reporter=line',
      ]),
    ]);
    if (full) {
      await sh('seam', copy, bin('tsx'), ['scripts/seam-counts.ts']);
      await sh('openapi', copy, bin('tsx'), ['scripts/openapi.ts']);
    }
  } catch (e) {
    failed = true;
    console.error(`test:generator: ${(e as Error).message}`);
    // The other steps of a parallel group are still running in the copy: stop them before removing it.
    stopAll();
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    if (keep) console.log(`test:generator: the copy stays in ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
  const total = (performance.now() - t0) / 1000;
  console.log(
    `test:generator: ${failed ? 'FAILED' : 'passed'} in ${total.toFixed(1)} s (${done
      .map((d) => `${d.label} ${d.seconds.toFixed(1)} s`)
      .join(', ')})`,
  );
  process.exit(failed ? 1 : 0);
}

await main();
