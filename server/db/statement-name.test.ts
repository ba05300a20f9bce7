import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { allowNamedStatements, statementName } from './statement-name';

// Only the object's identity matters here: the embedded database's case runs for real in
// embedded/embedded-database.test.ts, PostgreSQL's in the API suite on DATABASE_URL.
const newDatabase = () => ({}) as Database;

describe('statementName', () => {
  it('names the statement only on a database marked as one session per connection', () => {
    const shared = newDatabase();
    const own = allowNamedStatements(newDatabase());
    expect(statementName(shared, 'find_token_user')).toBe('');
    expect(statementName(own, 'find_token_user')).toBe('find_token_user');
  });
});
