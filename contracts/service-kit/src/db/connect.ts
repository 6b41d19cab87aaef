import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/**
 * A postgres.js pool with camelCase columns in code and snake_case in SQL; bigint and numeric come
 * back as strings (money never goes through floats); timestamps as JS Dates. Only column names are
 * transformed: `postgres.camel` would also rename the keys inside jsonb values, which are data.
 */
export function connectDatabase(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    transform: { column: { from: postgres.toCamel, to: postgres.fromCamel } },
    onnotice: () => undefined,
    connection: { application_name: 'portal' },
  });
}
