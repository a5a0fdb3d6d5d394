export * from './users';
export * from './auth';
export * from './assessments';
export * from './admin';
