'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { AllowanceMeter } from '@/components/allowance/allowance-meter';
import { backdropClasses, panelClasses, usePanelPlacement } from '@/components/ui/floating-panel';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/stores/session-store-provider';

const menuLinks = [
  { href: '/profile', key: 'profile' },
  { href: '/dashboard/ai-coloring-page-generator', key: 'dashboard' },
  { href: '/affiliate', key: 'affiliate' },
] as const;

function initialOf(name: string | null | undefined, email: string | undefined): string {
  const source = (name || email || '?').trim();
  return (source[0] ?? '?').toUpperCase();
}

/** The header's sign-in state: links for visitors, an avatar menu for signed-in users. */
export function AccountMenu({ className = '' }: { className?: string }) {
  const t = useTranslations('account');
  const router = useRouter();
  const ready = useSessionStore((s) => s.ready);
  const isLogin = useSessionStore((s) => s.isLogin);
  const userinfo = useSessionStore((s) => s.userinfo);
  const logout = useSessionStore((s) => s.logout);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const placement = usePanelPlacement(open, buttonRef, panelRef, 'end', backdropRef);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!ready) {
    // Same footprint as the links, so the header does not jump once the session is known.
    return <div aria-hidden="true" className={`h-9 w-36 animate-pulse rounded-full bg-surface-muted ${className}`} />;
  }

  if (!isLogin) {
    return (
      <div className={`flex items-center gap-2 ${className}`}>
        <Link href="/login" className="rounded-full px-3 py-2 text-sm font-semibold text-ink hover:text-accent whitespace-nowrap">
          {t('signIn')}
        </Link>
        <Link href="/register" className="rounded-full bg-accent px-4 py-2 text-sm font-bold text-accent-ink whitespace-nowrap hover:brightness-110">
          {t('signUp')}
        </Link>
      </div>
    );
  }

  const name = typeof userinfo.name === 'string' ? userinfo.name : null;
  const email = typeof userinfo.email === 'string' ? userinfo.email : undefined;
  const signOut = async () => {
    setOpen(false);
    await logout().catch(() => undefined);
    router.push('/');
    router.refresh();
  };

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('menuLabel')}
        onClick={() => setOpen((v) => !v)}
        className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-bold text-accent-ink"
      >
        {initialOf(name, email)}
      </button>
      {open && placement?.backdrop ? (
        <div ref={backdropRef} aria-hidden="true" style={placement.backdrop} className={backdropClasses()} onClick={() => setOpen(false)} />
      ) : null}
      {open && (
        <div
          ref={panelRef}
          id={menuId}
          role="menu"
          aria-label={t('menuLabel')}
          data-sheet={placement?.sheet ? 'true' : undefined}
          style={placement?.panel ?? { position: 'fixed', visibility: 'hidden' }}
          className={`w-64 p-1 ${panelClasses(placement)}`}
        >
          {(name || email) && <div className="truncate px-3 py-2 text-xs text-muted">{name ?? email}</div>}
          <AllowanceMeter compact className="mb-1 border-b border-line pb-3" />
          {menuLinks.map((item) => (
            <Link
              key={item.key}
              href={item.href}
              role="menuitem"
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2 text-sm text-ink hover:bg-surface-muted"
            >
              {t(item.key)}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            onClick={signOut}
            className="block w-full rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-surface-muted"
          >
            {t('signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
