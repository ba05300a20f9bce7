import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection now; V8 gives the freed pages back to the system within seconds. For the rare moment a
 * large one-off job leaves a heap of garbage that V8 would keep for minutes (the first start's
 * seed). `--expose-gc` set at run time makes `gc` only in contexts created after it, hence the new one.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
}
