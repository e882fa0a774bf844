export * from './app-settings';
export * from './users';
