import type { ComponentType } from 'react';
import type { RemoteRoute } from '@portal/kit/core';

/**
 * The pages already loaded, by their loader. A page found here renders at once; React.lazy would
 * suspend once even for a module already there, and React holds a revealed fallback for 300 ms.
 */
const loaded = new WeakMap<RemoteRoute['page'], ComponentType>();

export function loadedPage(load: RemoteRoute['page']): ComponentType | undefined {
  return loaded.get(load);
}

/** Loads a page's module and remembers its component. */
export async function loadPage(load: RemoteRoute['page']): Promise<{ default: ComponentType }> {
  const module = await load();
  loaded.set(load, module.default);
  return module;
}
