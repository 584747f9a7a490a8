// PostgreSQL reports a broken UNIQUE or PRIMARY KEY constraint as SQLSTATE 23505, naming the constraint.
// Drizzle wraps driver errors, so the fields sit on the error's cause (PGlite, pg) rather than on the error.
const uniqueViolation = '23505';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** True when `error` broke a unique constraint, and it is `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as DriverError | undefined; current && typeof current === 'object'; ) {
    if (current.code === uniqueViolation)
      return constraint === undefined || current.constraint === constraint;
    current = current.cause as DriverError | undefined;
  }
  return false;
}
