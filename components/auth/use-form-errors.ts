'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Field errors of a form plus its focus rule: whenever a new set of errors is
 * shown, the first invalid control (in document order) receives focus.
 */
export function useFormErrors<K extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = useCallback((next: FieldErrors<K>) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequest((n) => n + 1);
  }, []);

  const clear = useCallback((field: K) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { formRef, errors, show, clear };
}
