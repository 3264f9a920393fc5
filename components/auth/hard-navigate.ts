/**
 * A full page load to a same-site path. Used when the session changes (sign-in, sign-out, deletion):
 * everything the client router cached for the previous visitor state is dropped, and no hidden page
 * of that state can be re-fetched and redirect in the middle of the navigation.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
