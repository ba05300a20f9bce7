export * from './endpoints';
export * from './limits';
export * from './roles';
export * from './routes';
export * from './statuses';
export * from './lifecycle';
export * from './notifications';
export * from './workOrderTypes';
