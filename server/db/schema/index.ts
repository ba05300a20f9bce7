export * from './auth';
export * from './companies';
export * from './customers';
export * from './engineers';
export * from './notifications';
export * from './reference';
export * from './users';
