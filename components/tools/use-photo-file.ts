'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** The picked photo and an object URL to show it, released when replaced or unmounted. */
export function usePhotoFile() {
  const [state, setState] = useState<{ file: File | null; url: string | null }>({ file: null, url: null });
  const current = useRef<string | null>(null);
  const setFile = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setState({ file, url: current.current });
  }, []);
  useEffect(() => () => (current.current ? URL.revokeObjectURL(current.current) : undefined), []);
  return { file: state.file, url: state.url, setFile };
}
