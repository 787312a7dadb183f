/**
 * The trace breakdown of `npm run bench:trace` (scripts/bench-trace.ts):
 * a module's library, an event's kind, and the self time and samples counted inside long tasks only.
 */
import { describe, expect, it } from 'vitest';
import { breakdown, kindOf, librariesOf, libraryOf } from '../../scripts/bench-trace';

describe('libraryOf', () => {
  it('names the package under the last node_modules, scoped or not', () => {
    expect(libraryOf('/w/node_modules/antd/es/table/Table.js')).toBe('antd');
    expect(libraryOf('/w/node_modules/@refinedev/core/src/hooks/menu/useMenu.tsx')).toBe('@refinedev/core');
    expect(libraryOf('/w/node_modules/a/node_modules/rc-table/es/index.js')).toBe('rc-table');
    expect(libraryOf('C:\\w\\node_modules\\dayjs\\esm\\index.js')).toBe('dayjs');
  });
  it("sums a script's modules by library", () => {
    expect(
      librariesOf({ 'assets/a.js': { 'node_modules/antd/es/a.js': 3, 'node_modules/antd/es/b.js': 4, 'src/x.ts': 1 } }),
    ).toEqual({ 'assets/a.js': { antd: 7, 'app:src': 1 } });
  });
  it('names the app folder of our own modules', () => {
    expect(libraryOf('/w/resources/rents/show.tsx')).toBe('app:resources/rents');
    expect(libraryOf('src/layouts/account-sider.tsx')).toBe('app:src');
    expect(libraryOf('/w/providers/http.ts?commonjs')).toBe('app:providers');
    expect(libraryOf('\0vite/preload-helper.js')).toBe('vite:preload-helper');
  });
});

describe('kindOf', () => {
  it.each([
    ['EvaluateScript', 'scripting'],
    ['v8.compileModule', 'scripting'],
    ['FunctionCall', 'scripting'],
    ['UpdateLayoutTree', 'style'],
    ['ParseAuthorStyleSheet', 'style'],
    ['Layout', 'layout'],
    ['Paint', 'paint'],
    ['ParseHTML', 'html'],
    ['MinorGC', 'gc'],
    ['V8.GC_SCAVENGER', 'gc'],
    // A navigation mark is not garbage collection (an earlier, looser pattern took it for one).
    ['MarkDOMContent', 'other'],
    ['RunTask', 'other'],
  ])('%s is %s', (name, kind) => expect(kindOf(name)).toBe(kind));
});

describe('breakdown', () => {
  const thread = { pid: 1, tid: 2 };
  const x = (name: string, ts: number, dur: number) => ({ ...thread, name, ph: 'X', ts, dur });
  const events = [
    { ...thread, name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } },
    // Another renderer (an extension, a page closed before) with more work: not the page's.
    { pid: 9, tid: 9, name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } },
    { pid: 9, tid: 9, name: 'RunTask', ph: 'X', ts: 0, dur: 900_000 },
    {
      pid: 3,
      tid: 3,
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      ts: 0,
      args: { data: { isOutermostMainFrame: true, processId: 1 } },
    },
    // A long task (120 ms): a script of 100 ms, inside it a forced style recalculation of 30 ms.
    x('RunTask', 0, 120_000),
    x('FunctionCall', 10_000, 100_000),
    x('UpdateLayoutTree', 50_000, 30_000),
    // A short task (40 ms): not counted.
    x('RunTask', 200_000, 40_000),
    x('FunctionCall', 200_000, 40_000),
    { ...thread, name: 'Profile', ph: 'P', ts: 0, id: '1', args: { data: { startTime: 0 } } },
    {
      ...thread,
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      id: '1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { url: '', functionName: '(root)' } },
              { id: 2, parent: 1, callFrame: { url: 'http://h/assets/table-A.js', functionName: 'f' } },
              // A built-in called from table-A counts for table-A.
              { id: 3, parent: 2, callFrame: { url: '', functionName: 'JSON.parse' } },
              { id: 4, parent: 1, callFrame: { url: '', functionName: '(program)' } },
            ],
            samples: [2, 3, 4, 2],
          },
          // Samples at 10, 30, 60 and 210 ms: 20 ms in table-A, 30 ms in a built-in it called,
          // then no script up to the long task's end at 120 ms (60 ms); the short task's sample
          // is not counted.
          timeDeltas: [10_000, 20_000, 30_000, 150_000],
        },
      },
    },
  ];
  it('counts the self time and the samples of long tasks only', () => {
    const b = breakdown(events, { 'assets/table-A.js': { antd: 900, 'rc-table': 100 } });
    expect(b.tasks).toBe(1);
    expect(b.total).toBe(120);
    expect(b.byKind).toEqual({ other: 20, scripting: 70, style: 30 });
    expect(b.byLibrary).toEqual({ antd: 50, '(no script)': 60 });
  });
});
