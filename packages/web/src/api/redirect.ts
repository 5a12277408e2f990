/**
 * Navigation for code outside React (the http client's login-timeout redirect, idle sign-out).
 * The router registers its navigate function; before that a full page load does the job.
 */
let navigateImpl: (path: string) => void = (path) => window.location.assign(path);

const fallback = navigateImpl;

/** Registers the router's navigate; the returned function unregisters it. */
export function registerNavigate(fn: (path: string) => void): () => void {
  navigateImpl = fn;
  return () => {
    if (navigateImpl === fn) navigateImpl = fallback;
  };
}

export function navigateTo(path: string): void {
  navigateImpl(path);
}

export const LOGIN_PATH = '/loginAdmin';
