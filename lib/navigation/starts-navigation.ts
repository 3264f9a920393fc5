/** True when a click on this anchor starts a client navigation to another page of this site. */
export function startsNavigation(anchor: HTMLAnchorElement, event: MouseEvent, here: URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, here);
  if (to.origin !== here.origin) return false;
  return to.pathname !== here.pathname || to.search !== here.search;
}
