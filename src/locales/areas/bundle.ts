/**
 * Every area's strings in one module (a single lazy chunk, see ./index.ts). Vite's glob import
 * picks up each `<area>/{ru,en}.json`, so adding an area needs no edit here.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** One entry per file: its language (from the file name) and its strings. */
export const areaBundles = Object.entries(files).map(([path, strings]) => ({
  lang: path.endsWith('/en.json') ? ('en' as const) : ('ru' as const),
  strings,
}));
