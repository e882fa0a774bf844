export * from './types';
export type { Tally } from './tally';
export * from './group-table';
export * from './bracket';
export * from './slots';
export * from './world-cup-2026';
export * from './draw';
export * from './answers';
