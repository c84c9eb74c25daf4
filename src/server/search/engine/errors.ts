/** An error the Algolia-compatible API answers as `{message, status}` (Algolia's error shape). */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalidParam = (message: string) => new SearchError(400, message);
