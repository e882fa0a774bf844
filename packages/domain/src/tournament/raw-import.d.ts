/** Vite's `import.meta.glob` with `?raw` (tests only): the text of each file a pattern matches, by path. */
interface ImportMeta {
  glob<T>(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
}
