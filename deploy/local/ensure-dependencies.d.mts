/** Types of ensure-dependencies.mjs (plain Node, run before TypeScript tools are installed). */
export type DependenciesState = 'missing' | 'stale' | 'fresh';
export function dependenciesState(root: string): DependenciesState;
export function recordDependencies(root: string): void;
