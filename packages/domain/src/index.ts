export * from './constants';
export * from './score';
export * from './prediction-window';
export * from './clock';
export * from './match-phase';
export * from './match-override';
export * from './ranking';
export * from './win-probability';
