export * from './constants';
export * from './score';
export * from './prediction-window';
export * from './clock';
export * from './win-probability';
