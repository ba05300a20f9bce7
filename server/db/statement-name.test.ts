import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import * as schema from './schema';
import { allowNamedStatements, statementName } from './statement-name';

const newDatabase = (): Database => drizzlePglite(new PGlite(), { schema });

describe('statementName', () => {
  it('names the statement only on a database marked as one session per connection', () => {
    const shared = newDatabase();
    const own = allowNamedStatements(newDatabase());
    expect(statementName(shared, 'find_token_user')).toBe('');
    expect(statementName(own, 'find_token_user')).toBe('find_token_user');
  });
});
