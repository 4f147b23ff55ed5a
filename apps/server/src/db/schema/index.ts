export * from './users';
export * from './works';
export * from './content';
export * from './money';
export * from './jobs';
export * from './promotion';
export * from './wallet';
export * from './operators';
