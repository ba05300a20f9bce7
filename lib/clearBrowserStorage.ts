/** Empties local and session storage (logout, spec section 2). */
export function clearBrowserStorage(): void {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
}
