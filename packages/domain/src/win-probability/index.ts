export * from './rating-model';
export * from './predict-before-each';
export * from './score-model';
export * from './percent';
export * from './metrics';
export * from './openfootball';
