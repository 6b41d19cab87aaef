/** What the battery reads of an answer: the status, the body as text and parsed when it is JSON. */
export type Answer = { status: number; text: string; json: unknown; headers: Headers };

export type Request = {
  method: string;
  url: string;
  token?: string | null;
  /** Serialised as JSON with a JSON content type. */
  json?: unknown;
  /** Sent as it is (malformed bodies), with `contentType` or a JSON content type. */
  raw?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers?: Record<string, string>;
  /** No answer (headers and body) within this many milliseconds rejects the call. */
  timeoutMs?: number;
};

/** One call over HTTP to a running service. */
export async function send(request: Request): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (request.raw !== undefined) {
    body = request.raw;
    headers['content-type'] ??= request.contentType ?? 'application/json';
  } else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] ??= 'application/json';
  }
  const signal = request.timeoutMs === undefined ? null : AbortSignal.timeout(request.timeoutMs);
  const response = await fetch(request.url, { method: request.method, headers, body, signal });
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** Like `send`, but fails with the answer when its status is not the expected one (set-up calls). */
export async function sendExpecting(status: number, request: Request): Promise<Answer> {
  const answer = await send(request);
  if (answer.status !== status) {
    throw new Error(`${request.method} ${request.url} answered ${answer.status}, not ${status}: ${answer.text}`);
  }
  return answer;
}

/** Runs `work` on every item with at most `concurrency` in flight; results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
