-- No JIT compiling for the app's sessions. The planner's cost of find work's nearest-first statement
-- passes jit_above_cost (100,000) at ~100k orders because of legs it never runs, and compiling it
-- took ~2 s where running it takes ~2 ms; no statement of the app runs long enough to gain from JIT.
-- Set on the role the app connects as (which any role may do for itself), so that every session it
-- opens from now on gets it: directly or through PgBouncer, and in a copy of the database made from
-- a template or restored from a dump, which a database setting would not reach.
DO $$
BEGIN
  ALTER ROLE CURRENT_USER SET jit = off;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'JIT stays on for the role %: run ALTER ROLE % SET jit = off', current_user, current_user;
END $$;
