import { useEffect, useState } from 'react';

/** The time, renewed every `intervalMs`, so "5 minutes ago" does not stay five minutes forever. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
