export * from './endpoints';
export * from './limits';
export * from './roles';
export * from './statuses';
