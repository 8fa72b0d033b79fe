export * from './theme';
export * from './button';
export * from './dialog';
export * from './alert-dialog';
export * from './tabs';
export * from './money-text';
export * from './odds-text';
