// First: zod's global settings must be in place before any schema is built.
import './zod-setup';

// The zod-free part (messages, codes, limits, guards), also served alone as @scoreline/contracts/plain.
export * from './plain';

export * from './primitives';
export * from './envelope';
export * from './health';
export * from './validation';
export * from './users';
export * from './auth';
export * from './matches';
export * from './competitions';
export * from './predictions';
export * from './matchday';
export * from './profiles';
export * from './comments';
export * from './private-leagues';
export * from './tournament';
export * from './round-highlights';
export * from './league-picks';
export * from './bonus';
export * from './calendar';
export * from './recap';
export * from './audit';
export * from './reminders';
