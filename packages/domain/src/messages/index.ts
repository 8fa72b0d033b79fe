// Every Korean message a rule shows, one file per area, so copy can be reviewed at once. Each area's
// file is public as a whole; the area folders (accounts, money-services, shell, errors) re-export theirs.
export * from './betting';
export * from './session';
export * from './shell';
export * from './accounts';
export * from './member-services';
export * from './join';
export * from './money-services';
export * from './failures';
export * from './server-text';
