// First: zod's global settings must be in place before any schema is built.
import './zod-setup';

export * from './primitives';
export * from './messages';
export * from './envelope';
export * from './health';
export * from './validation';
export * from './users';
export * from './auth';
export * from './matches';
export * from './predictions';
export * from './matchday';
export * from './error-codes';
export * from './web-messages';
export * from './profiles';
export * from './account-messages';
export * from './comments';
export * from './private-leagues';
