export * from './messages';
export * from './envelope';
export * from './health';
export * from './validation';
export * from './users';
export * from './auth';
export * from './matches';
export * from './predictions';
