'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';

// Cloudflare Turnstile, explicit rendering. Loaded only when check-cf-required asks for it.
const SCRIPT_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type TurnstileApi = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string;
  remove: (widgetId: string) => void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')));
    script.onerror = () => {
      loading = null;
      reject(new Error('turnstile failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

type TurnstileWidgetProps = { siteKey: string; onToken: (token: string | null) => void; onLoadError: () => void };

export function TurnstileWidget({ siteKey, onToken, onLoadError }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  // The latest callbacks without re-rendering the widget when the parent re-renders.
  const callbacks = useRef({ onToken, onLoadError });
  useEffect(() => {
    callbacks.current = { onToken, onLoadError };
  });

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          language: locale.toLowerCase(),
          callback: (token: string) => callbacks.current.onToken(token),
          'expired-callback': () => callbacks.current.onToken(null),
          'error-callback': () => callbacks.current.onToken(null),
        });
      })
      .catch(() => callbacks.current.onLoadError());
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, locale]);

  return <div ref={container} className="min-h-[65px]" />;
}
