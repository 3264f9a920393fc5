'use client';

import { useState, type ChangeEvent } from 'react';
import { useFormErrors } from './use-form-errors';

/**
 * The text values of a form with their errors. `bind(name)` gives a field its id, value, error and an
 * onChange that stores the value and clears that field's error; `Extra` names the errors of controls
 * that are not text (the terms checkbox).
 */
export function useFormFields<K extends string, Extra extends string = never>(initial: Record<K, string>) {
  const { formRef, errors, show, clear } = useFormErrors<K | Extra>();
  const [values, setValues] = useState(initial);

  const bind = (field: K) => ({
    id: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      clear(field);
    },
  });

  return { formRef, values, setValues, errors, show, clear, bind };
}
