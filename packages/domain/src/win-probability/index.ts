export * from './rating-model';
export * from './score-model';
export * from './percent';
export * from './metrics';
export * from './openfootball';
