export * from './agency.js';
export * from './user.js';
export * from './support.js';
