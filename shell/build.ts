import { buildFrontend, SHELL_APP } from '@portal/kit/build';

await buildFrontend(SHELL_APP);
