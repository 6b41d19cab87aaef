import { remoteApp, startFrontend } from '@portal/kit/build';

await startFrontend(remoteApp('mf_field'));
