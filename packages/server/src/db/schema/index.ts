export * from './groups.ts';
export * from './issues.ts';
export * from './journalConfig.ts';
export * from './merchants.ts';
export * from './messages.ts';
export * from './people.ts';
export * from './sessions.ts';
export * from './tenancy.ts';
