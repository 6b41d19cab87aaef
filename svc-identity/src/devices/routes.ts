import { Hono } from 'hono';
import { DeviceTokenParamSchema, RegisterDeviceSchema } from '@portal/contracts';
import { AppError, validate, type AppEnv } from '@portal/service-kit';
import { signedIn } from '../auth/signed-in.js';
import type { IdentityDeps } from '../deps.js';
import { listDevices } from './list-devices.js';
import { registerDevice } from './register-device.js';
import { removeDevice } from './remove-device.js';

/** Push devices of the caller (spec 00 §7): list, register, remove. */
export function devicesRoutes(deps: IdentityDeps) {
  const app = new Hono<AppEnv>();
  const auth = signedIn(deps);

  app.get('/user/devices', auth, async (c) => {
    return c.json(await listDevices(deps, c.get('session').userId), 200);
  });

  app.post('/user/device', auth, validate('json', RegisterDeviceSchema), async (c) => {
    return c.json(await registerDevice(deps, c.get('session').userId, c.req.valid('json')), 201);
  });

  app.delete('/user/device/:token', auth, async (c) => {
    const param = DeviceTokenParamSchema.safeParse(c.req.param());
    if (!param.success) throw new AppError('DEVICE_NOT_FOUND');
    await removeDevice(deps, c.get('session').userId, param.data.token);
    return c.body(null, 204);
  });

  return app;
}
