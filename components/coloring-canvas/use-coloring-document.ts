'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  emptyRect,
  isEmptyRect,
  type LineMask,
  lineLayerRgba,
  packHex,
  paintRegion,
  type Rect,
  type RegionMap,
  regionAt,
  Stroke,
  type StrokeTool,
  toHex,
  TRANSPARENT,
  UndoHistory,
  unionRect,
} from '@/lib/engine/coloring';
import { loadPainting, savePainting } from './autosave';
import { buildRegionsOffThread } from './region-client';
import { restoreLayer } from './restore-layer';

export type DocumentStatus = 'loading' | 'preparing' | 'ready' | 'error';
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface Model {
  mask: LineMask;
  image: ImageData;
  layer: Uint32Array;
  history: UndoHistory;
  scratch: Uint8Array;
  map: RegionMap | null;
  /** The gap-closing radius `map` was built with. */
  mapGap: number;
}

/** The painting of one page: its buffers, the tools acting on them, undo, and autosave. */
export function useColoringDocument(pageId: string, loadMask: () => Promise<LineMask>, gapClosing: number) {
  const colorCanvas = useRef<HTMLCanvasElement>(null);
  const lineCanvas = useRef<HTMLCanvasElement>(null);
  const model = useRef<Model | null>(null);
  const stroke = useRef<Stroke | null>(null);
  const dirty = useRef<Rect>(emptyRect());
  const frame = useRef(0);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [failed, setFailed] = useState(false);
  const [regionsFor, setRegionsFor] = useState<number | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [undoState, setUndoState] = useState({ canUndo: false, canRedo: false });

  const flush = useCallback(() => {
    frame.current = 0;
    const m = model.current;
    const ctx = colorCanvas.current?.getContext('2d');
    const r = dirty.current;
    if (!m || !ctx || isEmptyRect(r)) return;
    ctx.putImageData(m.image, 0, 0, r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    dirty.current = emptyRect();
  }, []);

  // Changes reach the screen once per animation frame, however many pointer events arrived.
  const invalidate = useCallback(
    (rect: Rect) => {
      if (isEmptyRect(rect)) return;
      dirty.current = unionRect(dirty.current, rect);
      if (!frame.current) frame.current = requestAnimationFrame(flush);
    },
    [flush],
  );

  const autosave = useCallback(() => {
    clearTimeout(saveTimer.current);
    setSaveState('saving');
    saveTimer.current = setTimeout(() => {
      flush();
      const m = model.current;
      // The steps are taken now, with the layer of this moment, so the two always agree.
      const history = m?.history.save(m.mask.height);
      colorCanvas.current?.toBlob((png) => {
        if (!png) return setSaveState('failed');
        savePainting(pageId, png, history).then(
          () => setSaveState('saved'),
          () => setSaveState('failed'),
        );
      }, 'image/png');
    }, 300);
  }, [flush, pageId]);

  const committed = useCallback(
    (rect: Rect) => {
      const m = model.current;
      if (!m || !m.history.commit(rect)) return;
      setUndoState({ canUndo: m.history.canUndo, canRedo: m.history.canRedo });
      autosave();
    },
    [autosave],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const mask = await loadMask();
      if (cancelled) return;
      const image = new ImageData(mask.width, mask.height);
      const layer = new Uint32Array(image.data.buffer);
      const saved = await loadPainting(pageId).catch(() => null);
      if (saved) await restoreLayer(saved.png, layer, mask.width, mask.height);
      if (cancelled) return;
      const history = new UndoHistory(layer, mask.width);
      history.restore(saved?.history, mask.height);
      model.current = { mask, image, layer, history, scratch: new Uint8Array(layer.length), map: null, mapGap: -1 };
      setUndoState({ canUndo: history.canUndo, canRedo: history.canRedo });
      setSize({ width: mask.width, height: mask.height });
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [pageId, loadMask]);

  // Paint both canvases once they exist at the page size.
  useEffect(() => {
    const m = model.current;
    if (!size || !m || !colorCanvas.current || !lineCanvas.current) return;
    colorCanvas.current.getContext('2d')!.putImageData(m.image, 0, 0);
    const lines = lineLayerRgba(m.mask) as Uint8ClampedArray<ArrayBuffer>;
    lineCanvas.current.getContext('2d')!.putImageData(new ImageData(lines, m.mask.width, m.mask.height), 0, 0);
  }, [size]);

  useEffect(() => {
    const m = model.current;
    if (!size || !m) return;
    let cancelled = false;
    buildRegionsOffThread(m.mask, gapClosing).then(
      (map) => {
        if (cancelled) return;
        m.map = map;
        m.mapGap = gapClosing;
        setRegionsFor(gapClosing);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [size, gapClosing]);

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const status: DocumentStatus = failed ? 'error' : !size ? 'loading' : regionsFor === gapClosing ? 'ready' : 'preparing';

  const fillAt = useCallback(
    (x: number, y: number, color: string) => {
      const m = model.current;
      if (!m?.map || m.mapGap !== gapClosing) return false;
      const label = regionAt(m.map, x, y);
      if (!label) return false;
      const rect = paintRegion(m.layer, m.map, label, packHex(color));
      invalidate(rect);
      committed(rect);
      return true;
    },
    [committed, invalidate, gapClosing],
  );

  const beginStroke = useCallback(
    (x: number, y: number, tool: StrokeTool, color: string, size: number, stayInside: boolean) => {
      const m = model.current;
      if (!m?.map) return;
      const clipRegion = stayInside ? regionAt(m.map, x, y) : 0;
      stroke.current = new Stroke(m.layer, m.map, { tool, color: packHex(color), size, clipRegion }, m.scratch);
      invalidate(stroke.current.to(x, y));
    },
    [invalidate],
  );

  const moveStroke = useCallback(
    (x: number, y: number) => {
      if (stroke.current) invalidate(stroke.current.to(x, y));
    },
    [invalidate],
  );

  const endStroke = useCallback(() => {
    const s = stroke.current;
    stroke.current = null;
    if (s) committed(s.end());
  }, [committed]);

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const m = model.current;
      if (!m || stroke.current) return;
      const rect = direction === 'undo' ? m.history.undo() : m.history.redo();
      if (!rect) return;
      invalidate(rect);
      setUndoState({ canUndo: m.history.canUndo, canRedo: m.history.canRedo });
      autosave();
    },
    [autosave, invalidate],
  );

  const pickColor = useCallback((x: number, y: number): string | null => {
    const m = model.current;
    if (!m) return null;
    const i = Math.floor(y) * m.mask.width + Math.floor(x);
    const value = m.layer[i];
    return value === undefined ? null : value === TRANSPARENT ? '#ffffff' : toHex(value);
  }, []);

  const clearAll = useCallback(() => {
    const m = model.current;
    if (!m) return;
    m.layer.fill(TRANSPARENT);
    const all = { x0: 0, y0: 0, x1: m.mask.width, y1: m.mask.height };
    invalidate(all);
    committed(all);
  }, [committed, invalidate]);

  /** Replaces the painting with a saved colour layer, as one undoable step. */
  const replaceLayer = useCallback(
    async (png: Blob) => {
      const m = model.current;
      if (!m) return;
      await restoreLayer(png, m.layer, m.mask.width, m.mask.height);
      const all = { x0: 0, y0: 0, x1: m.mask.width, y1: m.mask.height };
      invalidate(all);
      committed(all);
    },
    [committed, invalidate],
  );

  /** The colour layer as PNG, as autosave writes it. */
  const layerPng = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        flush();
        if (!colorCanvas.current) return resolve(null);
        colorCanvas.current.toBlob(resolve, 'image/png');
      }),
    [flush],
  );

  return {
    colorCanvas,
    lineCanvas,
    status,
    size,
    saveState,
    ...undoState,
    fillAt,
    beginStroke,
    moveStroke,
    endStroke,
    undo: useCallback(() => step('undo'), [step]),
    redo: useCallback(() => step('redo'), [step]),
    pickColor,
    clearAll,
    replaceLayer,
    layerPng,
    snapshot: () => (model.current ? { layer: model.current.layer, mask: model.current.mask } : null),
  };
}
