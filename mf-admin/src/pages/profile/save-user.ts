import { CurrentUserSchema, type UpdateUser } from '@portal/contracts';
import { callApi, sessionStore } from '@portal/kit';

/** `PUT user`: it answers the whole current user, which the session takes as it is. */
export async function saveUser(changes: UpdateUser): Promise<void> {
  const user = await callApi('identity', '/user', {
    method: 'PUT',
    body: changes,
    schema: CurrentUserSchema,
    notify: false,
  });
  sessionStore.setUser(user);
}
