/**
 * `npm run bench:trace -- DIR_OR_FILE…` (issue 41: "the trace breakdown of what is left"): reads the
 * Chromium traces `npm run bench:account -- --save DIR` wrote and prints where the long tasks'
 * time went, summed over the given traces:
 * - **by kind** — scripting (V8: compile, evaluate, call, microtasks), style (style recalculation
 *   and stylesheet parsing), layout, paint (pre-paint, paint, layerize, commit), HTML parsing,
 *   garbage collection, other (task time no traced event covers) — each event's self time (its
 *   duration less its children's) inside a long task (a main-thread task over 50 ms);
 * - **by library** — the V8 CPU profiler's samples inside long tasks, each sample's time (up to the
 *   next sample or the task's end) given to the script of its innermost frame that has one (a
 *   built-in counts for its caller), and that script to the library holding most of its bytes, or
 *   to each library holding a quarter of them, joined by `+` (dist/.vite/chunk-modules.json,
 *   written by the build: `chunkModules` in vite.config.ts); samples in no script are
 *   `(no script)` (the renderer's own work: parsing, compiling, style, layout, paint); idle and GC
 *   samples are skipped.
 * Both in ms and as a share of the long tasks' time, per trace averaged (divided by the number of
 * traces). Needs the build the traces were taken on (`dist/`). A benchmark's report, not a test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The build's modules by script (dist/.vite/chunk-modules.json): module path → bytes. */
export type ChunkModules = Record<string, Record<string, number>>;
/** Bytes per library, by built script path (`assets/name-hash.js`). */
export type ChunkLibraries = Record<string, Record<string, number>>;

/**
 * The library a module belongs to: the package under the last `node_modules` of its path
 * (`antd`, `@refinedev/core`), a bundler's module as `vite:preload-helper`, else `app:` and its top
 * folder (`app:src`, `app:resources/rents`).
 */
export function libraryOf(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  // A bundler's own module: Vite's preload helper (its loader of a lazy chunk's dependencies), Rolldown's runtime.
  const virtual = /^\0([^/]+)\/([^.]+)/.exec(path);
  if (virtual) return `${virtual[1]}:${virtual[2]}`;
  const app = /(?:^|\/)(resources\/[^/]+|src|providers)\//.exec(path);
  return app ? `app:${app[1]!}` : 'app:other';
}

/** Each script's bytes by library, from the build's modules by script. */
export function librariesOf(modules: ChunkModules): ChunkLibraries {
  const out: ChunkLibraries = {};
  for (const [file, byModule] of Object.entries(modules)) {
    const libraries: Record<string, number> = (out[file] = {});
    for (const [id, bytes] of Object.entries(byModule)) {
      const library = libraryOf(id);
      libraries[library] = (libraries[library] ?? 0) + bytes;
    }
  }
  return out;
}

/** A trace event, as Chromium writes it (microseconds). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The kind of main-thread work an event's name stands for (see the module comment). */
export function kindOf(name: string): string {
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|CppGC|ThreadState::)/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleInvalidatorInvalidationTracking)$/.test(name))
    return 'style';
  if (/^(Layout|UpdateLayout|IntersectionObserverController::computeIntersections)$/.test(name)) return 'layout';
  if (/^(PrePaint|Paint|Layerize|Commit|UpdateLayer|PaintImage|Decode.*)$/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'html';
  if (
    /^(v8|V8)\.|^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|v8\.run)/.test(
      name,
    )
  )
    return 'scripting';
  return 'other';
}

/**
 * The renderer main thread of a trace: the `CrRendererMain` thread of the process the page's
 * last main-frame navigation committed in (`FrameCommittedInBrowser`), else the one with the most
 * task time.
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const committed = events
    .filter((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame)
    .at(-1)?.args?.data?.processId;
  const page = mains.find((m) => m.pid === committed);
  if (page) return page;
  let best = { pid: 0, tid: 0, time: -1 };
  for (const m of mains) {
    const time = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (time > best.time) best = { pid: m.pid, tid: m.tid, time };
  }
  return best;
}

/** Adds `ms` to `key` of `into`. */
const add = (into: Record<string, number>, key: string, ms: number) => (into[key] = (into[key] ?? 0) + ms);

/** The breakdown of one trace: the long tasks' time, by kind and by library (ms). */
export function breakdown(events: TraceEvent[], libraries: ChunkLibraries) {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  own.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const long = own.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  /** The long task running at `ts`, if any. */
  const longAt = (ts: number) => long.find((t) => ts >= t.ts && ts < t.ts + t.dur!);
  const inLong = (ts: number) => !!longAt(ts);
  const byKind: Record<string, number> = {};
  // Self time: an event's duration less its direct children's (a stack of the enclosing events).
  const stack: { end: number; self: number; name: string; counted: boolean }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      if (done.counted) add(byKind, kindOf(done.name), done.self / 1000);
    }
  };
  for (const e of own) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur!;
    stack.push({ end: e.ts + e.dur!, self: e.dur!, name: e.name, counted: inLong(e.ts) });
  }
  close(Infinity);
  // The CPU profile: nodes by id (their script), samples with their time deltas.
  const byLibrary: Record<string, number> = {};
  const profiles = events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'));
  /** A node's script URL, or its nearest caller's ('' for none); its function's name. */
  const scriptOf = new Map<number, string>();
  const nameOf = new Map<number, string>();
  let time = 0;
  let last: { ts: number; node: number } | null = null;
  for (const p of profiles) {
    const data = p.args?.data as {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { url?: string; functionName: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    if (p.name === 'Profile') time = data.startTime ?? p.ts;
    // A frame without a script (a built-in, the engine) counts for the nearest caller with one.
    for (const n of data.cpuProfile?.nodes ?? []) {
      scriptOf.set(n.id, n.callFrame.url || (n.parent === undefined ? '' : (scriptOf.get(n.parent) ?? '')));
      nameOf.set(n.id, n.callFrame.functionName);
    }
    const samples = data.cpuProfile?.samples ?? [];
    for (let i = 0; i < samples.length; i++) {
      time += data.timeDeltas?.[i] ?? 0;
      // A sample's time runs to the next sample, cut at the end of its long task.
      const task = last && longAt(last.ts);
      if (last && task) {
        const library = libraryOfSample(scriptOf.get(last.node) || nameOf.get(last.node) || '', libraries);
        add(byLibrary, library, (Math.min(time, task.ts + task.dur!) - last.ts) / 1000);
      }
      last = { ts: time, node: samples[i]! };
    }
  }
  const total = long.reduce((s, t) => s + t.dur! / 1000, 0);
  return { total, tasks: long.length, byKind, byLibrary };
}

/** The library of a sample's script URL (see the module comment); '' for idle and GC samples. */
function libraryOfSample(url: string, libraries: ChunkLibraries): string {
  if (/^\((idle|garbage collector)\)$/.test(url)) return '';
  const path = /\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
  // A script outside the build (by its path), or no script at all: the browser's own work.
  if (!path) return /^https?:/.test(url) ? new URL(url).pathname : '(no script)';
  const libs = Object.entries(libraries[path] ?? {}).sort((a, b) => b[1] - a[1]);
  const bytes = libs.reduce((n, [, b]) => n + b, 0);
  // A script mostly of one library is that library's; a mixed one is named by its larger parts.
  const major = libs.filter(([, b], i) => i === 0 || b >= bytes / 4).map(([l]) => l);
  return major.length ? major.join(' + ') : path;
}

/** The traces named on the command line: each file, and each `.json` file of each folder. */
function traceFiles(args: string[]): string[] {
  return args.flatMap((a) =>
    statSync(a).isDirectory()
      ? readdirSync(a)
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(a, f))
      : [a],
  );
}

const isMain = process.argv[1]?.endsWith('bench-trace.ts');
if (isMain) {
  const files = traceFiles(process.argv.slice(2));
  const librariesFile = join(process.cwd(), 'dist', '.vite', 'chunk-modules.json');
  if (!files.length || !existsSync(librariesFile)) {
    console.error(
      'usage: npm run bench:trace -- DIR_OR_FILE… (traces of `npm run bench:account -- --save DIR`, after `npm run build`)',
    );
    process.exit(1);
  }
  const libraries = librariesOf(JSON.parse(readFileSync(librariesFile, 'utf8')) as ChunkModules);
  const sum = { total: 0, tasks: 0, byKind: {} as Record<string, number>, byLibrary: {} as Record<string, number> };
  for (const file of files) {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const b = breakdown(Array.isArray(raw) ? raw : (raw.traceEvents ?? []), libraries);
    sum.total += b.total;
    sum.tasks += b.tasks;
    for (const [k, v] of Object.entries(b.byKind)) add(sum.byKind, k, v);
    for (const [k, v] of Object.entries(b.byLibrary)) if (k) add(sum.byLibrary, k, v);
  }
  const n = files.length;
  const line = (label: string, ms: number) =>
    `  ${label.padEnd(28)} ${(ms / n).toFixed(0).padStart(6)} ms  ${((100 * ms) / sum.total).toFixed(0).padStart(3)} %`;
  console.log(`${n} traces; long tasks per trace: ${(sum.tasks / n).toFixed(1)}, ${(sum.total / n).toFixed(0)} ms`);
  console.log('by kind (self time in long tasks):');
  for (const [k, v] of Object.entries(sum.byKind).sort((a, b) => b[1] - a[1])) console.log(line(k, v));
  console.log('by library (CPU samples in long tasks; top 15):');
  for (const [k, v] of Object.entries(sum.byLibrary)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15))
    console.log(line(k, v));
}
