import { SHELL_APP, startFrontend } from '@portal/kit/build';

await startFrontend(SHELL_APP);
