// The two calls Scoreline uses from fs-native-extensions (OS advisory file locks; the package ships no types).
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the whole file; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
