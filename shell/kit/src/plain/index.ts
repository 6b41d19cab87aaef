/** What a phone's first screen is drawn with: antd's look, without antd (see `usePlainStyles`). */
export * from './plain-button.js';
export * from './plain-tag.js';
export * from './plain-alert.js';
export * from './plain-card.js';
export * from './plain-descriptions.js';
export * from './plain-layout.js';
