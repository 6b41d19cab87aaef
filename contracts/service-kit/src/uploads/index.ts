export * from './file-store.js';
export * from './receive-upload.js';
export * from './sniff.js';
