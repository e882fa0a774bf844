export * from './competition-stages';
export * from './match-result';
