/** Empties local and session storage (on logout). */
export function clearBrowserStorage(): void {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
}
