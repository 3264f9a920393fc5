'use client';

import { useCallback, useId, useState } from 'react';
import { Field, Input } from '@/components/ui/field';

/** Splits the tags field the way the server does (any script's comma), at most 12. */
export function tagsFrom(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 12);
}

/** The title and tags of a gallery entry being written, with the "title missing" mark. */
export function useGalleryFields(initialTitle: string, initialTags = '') {
  const [title, setTitle] = useState(initialTitle);
  const [tags, setTags] = useState(initialTags);
  const [missing, setMissing] = useState(false);
  const changeTitle = useCallback((value: string) => {
    setTitle(value);
    setMissing(false);
  }, []);
  return {
    title,
    tags,
    missing,
    setTitle: changeTitle,
    setTags,
    /** True when the entry may be sent; otherwise marks the empty title. */
    ready: () => {
      if (title.trim()) return true;
      setMissing(true);
      return false;
    },
  };
}

type GalleryFieldsProps = {
  fields: ReturnType<typeof useGalleryFields>;
  labels: { title: string; tags: string; tagsHint: string; titleMissing: string };
};

/** The title and tags inputs: shared by "Share" on My creations and "Share in the gallery" on the canvas. */
export function GalleryFields({ fields, labels }: GalleryFieldsProps) {
  const id = useId();
  const titleError = fields.missing ? labels.titleMissing : undefined;
  return (
    <>
      <Field id={`${id}-title`} label={labels.title} error={titleError}>
        <Input
          id={`${id}-title`}
          value={fields.title}
          maxLength={120}
          aria-invalid={Boolean(titleError)}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(e) => fields.setTitle(e.target.value)}
        />
      </Field>
      <Field id={`${id}-tags`} label={labels.tags} hint={labels.tagsHint}>
        <Input id={`${id}-tags`} value={fields.tags} onChange={(e) => fields.setTags(e.target.value)} aria-describedby={`${id}-tags-hint`} />
      </Field>
    </>
  );
}
