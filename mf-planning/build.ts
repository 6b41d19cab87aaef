import { buildFrontend, remoteApp } from '@portal/kit/build';

await buildFrontend(remoteApp('mf_planning'));
