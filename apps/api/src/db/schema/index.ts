export * from './app-settings';
export * from './users';
export * from './football';
export * from './predictions';
export * from './operators';
