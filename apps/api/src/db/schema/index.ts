export * from './app-settings';
export * from './users';
export * from './football';
export * from './predictions';
export * from './events';
export * from './operators';
