// PostgreSQL and PGlite both report a broken unique index as SQLSTATE 23505; races past our own checks
// end there, and the services turn them into the catalogue code a person understands.
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  if (!indexName) return true;
  return constraint === indexName || (typeof message === 'string' && message.includes(indexName));
}
