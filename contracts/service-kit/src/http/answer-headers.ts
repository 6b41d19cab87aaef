import type { Context } from 'hono';

/**
 * Sets (or appends to) a header of the answer already made: on its headers in place. hono's
 * `c.header()` once the answer is made rebuilds it, and with it a web Response and a stream over its
 * body (the node server's lightweight answer becomes a real one, read back through the stream); a
 * Response whose headers may not change (one fetched elsewhere) is rebuilt as `c.header()` does.
 */
export function setAnswerHeader(c: Context, name: string, value: string, options: { append?: boolean } = {}) {
  try {
    if (options.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}

/**
 * A header prepared with `c.header()` before the route ran: the context's answers (`c.json()`,
 * `c.body()`) took it; a Response the route built itself did not, and takes it now.
 */
export function keepPreparedHeader(c: Context, name: string, value: string) {
  if (!c.res.headers.has(name)) setAnswerHeader(c, name, value);
}
