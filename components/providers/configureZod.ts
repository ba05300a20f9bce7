import { z } from 'zod';

// The pages' policy has no 'unsafe-eval' (proxy.ts). Left alone, zod would try `new Function` to see
// whether it may compile its parsers, and the browser would report every refused try as a violation.
z.config({ jitless: true });
