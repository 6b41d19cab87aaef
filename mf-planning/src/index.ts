// The async boundary Module Federation needs before the standalone page runs.
import('./bootstrap.js').catch((error: unknown) => console.error(error));
