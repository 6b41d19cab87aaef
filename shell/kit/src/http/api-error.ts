import { ErrorBodySchema, FieldIssueSchema, type FieldIssue } from '@portal/contracts';
import { z } from 'zod';

/** A failed call: `status` 0 when no answer came (network). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Headers = new Headers(),
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The field errors of a 400, to show under each field. */
  get fieldIssues(): FieldIssue[] {
    const parsed = z.array(FieldIssueSchema).safeParse(this.details['issues']);
    return parsed.success ? parsed.data : [];
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const body = ErrorBodySchema.safeParse(json);
    if (body.success) {
      const { code, message, details } = body.data.error;
      return new ApiError(response.status, code, message, details ?? {}, response.headers);
    }
    return new ApiError(response.status, `HTTP_${response.status}`, text.slice(0, 300), {}, response.headers);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
