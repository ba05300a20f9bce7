import { afterAll } from 'vitest';
import { closeTestDatabase } from './helpers';

// Each API test file has its own database; release it when the file is done.
afterAll(async () => {
  await closeTestDatabase();
});
