import { z } from 'zod';

// The pages' policy has no 'unsafe-eval' (proxy.ts). Left alone, zod would try `new Function` to see
// whether it may compile its parsers (as the first object schema is built), and the browser would
// report every refused try as a violation. Every module that builds schemas imports this (lint rule),
// so it runs before any schema exists, and only on pages that load zod. The server keeps compiled
// parsers: the setting is global to the process, and server/ uses these schemas too.
if (typeof window !== 'undefined') z.config({ jitless: true });
