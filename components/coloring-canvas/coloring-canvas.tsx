'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { PALETTES, type LineMask } from '@/lib/engine/coloring';
import { AccountBar } from './account-bar';
import { CanvasViewport } from './canvas-viewport';
import { ColorPicker } from './color-picker';
import { readColorHistory, rememberColor, serverColorHistory, subscribeColorHistory } from './color-history-store';
import { HelpDialog } from './help-dialog';
import { CanvasLoader } from './canvas-loader';
import { MobileBar } from './mobile-bar';
import { MoreSheet } from './more-sheet';
import { StartOverDialog } from './start-over-dialog';
import { composedPng, downloadBlob, printPng } from './page-export';
import { ShareDialog } from './share-dialog';
import { SignInPrompt } from './sign-in-prompt';
import { StatusLine } from './status-line';
import { Toolbar } from './toolbar';
import { BRUSH_SIZES, type Tool } from './tools';
import { useAccountPainting } from './use-account-painting';
import { useCanvasShortcuts } from './use-canvas-shortcuts';
import { useColoringDocument } from './use-coloring-document';
import { useGalleryShare } from './use-gallery-share';
import { useViewport } from './use-viewport';

// Gap closing seals gaps up to 2 × 3 px: enough for scans and hand drawings at 300 dpi.
const GAP_CLOSING_RADIUS = 3;

interface ColoringCanvasProps {
  pageId: string;
  title: string;
  loadMask: () => Promise<LineMask>;
  /** Signed in on a page with a loader id: save to the account and continue on another device. */
  accountSync: boolean;
  /** A page with a loader id (not an upload): it can be shared to the gallery, after signing in. */
  shareable: boolean;
  /** Height of the sticky header above the canvas (the site header; none in the dashboard on large screens). */
  stickyTop?: 'header' | 'none';
}

/** The coloring canvas: a colour layer under the line layer, tools, zoom and pan, autosave. */
export function ColoringCanvas({ pageId, title, loadMask, accountSync, shareable, stickyTop = 'header' }: ColoringCanvasProps) {
  const t = useTranslations('coloring');
  const [tool, setTool] = useState<Tool>('fill');
  const [color, setColor] = useState('#e53935');
  const history = useSyncExternalStore(subscribeColorHistory, readColorHistory, serverColorHistory);
  const [size, setSize] = useState<number>(BRUSH_SIZES[2]);
  const [stayInside, setStayInside] = useState(true);
  const [gapClosing, setGapClosing] = useState(true);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [startOverOpen, setStartOverOpen] = useState(false);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const doc = useColoringDocument(pageId, loadMask, gapClosing ? GAP_CLOSING_RADIUS : 0);
  const account = useAccountPainting(pageId, accountSync, doc);
  const gallery = useGalleryShare(pageId, doc.layerPng, accountSync);
  const { view, fit, zoomAt, panBy } = useViewport();

  const fitToScreen = useCallback(() => {
    const box = containerRef.current?.getBoundingClientRect();
    if (box && doc.size) fit(box, doc.size);
  }, [doc.size, fit]);

  useEffect(() => {
    fitToScreen();
    window.addEventListener('resize', fitToScreen);
    return () => window.removeEventListener('resize', fitToScreen);
  }, [fitToScreen]);

  const used = rememberColor;
  const zoomCenter = useCallback(
    (factor: number) => {
      const box = containerRef.current?.getBoundingClientRect();
      if (box) zoomAt(factor, box.width / 2, box.height / 2);
    },
    [zoomAt],
  );
  const exportPng = useCallback(
    async (then: (png: Blob) => void) => {
      const snap = doc.snapshot();
      if (snap) then(await composedPng(snap.layer, snap.mask));
    },
    [doc],
  );
  const preview = () =>
    new Promise<Blob | null>((resolve) => {
      exportPng(resolve).then(
        () => resolve(null),
        () => resolve(null),
      );
    });
  const download = () => exportPng((png) => downloadBlob(png, `colorwell-${pageId}.png`));
  const print = () => exportPng((png) => printPng(png, title));

  useCanvasShortcuts({
    onTool: setTool,
    undo: doc.undo,
    redo: doc.redo,
    zoomIn: () => zoomCenter(1.25),
    zoomOut: () => zoomCenter(0.8),
    fit: fitToScreen,
    resize: (dir) => setSize((s) => BRUSH_SIZES[Math.min(BRUSH_SIZES.length - 1, Math.max(0, BRUSH_SIZES.indexOf(s as never) + dir))]),
    toggleStayInside: () => setStayInside((v) => !v),
    toggleGapClosing: () => setGapClosing((v) => !v),
    help: () => setHelpOpen(true),
    onSpace: setSpaceHeld,
    paused: helpOpen || shareOpen || moreOpen || startOverOpen,
  });

  const ready = doc.status === 'ready';
  const tapAt = (x: number, y: number) => {
    if (tool === 'eyedropper') {
      const picked = doc.pickColor(x, y);
      if (picked) setColor(picked);
      setTool('fill');
    } else if (doc.fillAt(x, y, color)) used(color);
  };
  // Keyboard filling: the arrows move a cursor over the page (Shift for bigger steps), Enter fills
  // the region under it (or picks its colour with the eyedropper).
  const onCanvasKey = (event: KeyboardEvent) => {
    const page = doc.size;
    if (!page) return;
    const step = Math.max(4, Math.round(page.width / (event.shiftKey ? 12 : 48)));
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const at = cursor ?? { x: page.width / 2, y: page.height / 2 };
    if (moves[event.key]) {
      event.preventDefault();
      const [dx, dy] = moves[event.key];
      setCursor({ x: Math.min(page.width - 1, Math.max(0, at.x + dx)), y: Math.min(page.height - 1, Math.max(0, at.y + dy)) });
    } else if (event.key === 'Enter' && ready) {
      event.preventDefault();
      setCursor(at);
      tapAt(at.x, at.y);
    }
  };
  const drawTool = tool === 'brush' || tool === 'marker' || tool === 'eraser' ? tool : null;
  const toolbar = {
    tool,
    onTool: setTool,
    size,
    onSize: setSize,
    stayInside,
    onStayInside: setStayInside,
    gapClosing,
    onGapClosing: setGapClosing,
    canUndo: doc.canUndo,
    canRedo: doc.canRedo,
    onUndo: doc.undo,
    onRedo: doc.redo,
    zoomPercent: Math.round(view.scale * 100),
    onZoomIn: () => zoomCenter(1.25),
    onZoomOut: () => zoomCenter(0.8),
    onFit: fitToScreen,
    onDownload: download,
    onPrint: print,
    onHelp: () => setHelpOpen(true),
    onStartOver: () => setStartOverOpen(true),
    disabled: !ready,
  };
  const swatches = [...new Set([...history, ...PALETTES[0].colors])];
  // The toolbar sticks under the site header (4 rem) or at the top of the dashboard; the page
  // gets the rest of the window's height, so toolbar, page and palette fit together.
  const top = stickyTop === 'header' ? 'lg:top-[4.5rem]' : 'lg:top-2';
  // Large screens: the page ends at the window's foot with the heading still above it.
  const height = stickyTop === 'header' ? 'h-[calc(100dvh-13.5rem)] lg:h-[calc(100dvh-15.5rem)]' : 'h-[calc(100dvh-13.5rem)] lg:h-[calc(100dvh-11.5rem)]';
  return (
    <div className="flex flex-col gap-3 pb-32 lg:flex-row lg:items-start lg:pb-0">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className={`sticky z-20 hidden lg:block ${top}`}>
          <Toolbar {...toolbar} />
        </div>
        <div className={`min-h-72 ${height}`}>
          <CanvasViewport
            containerRef={containerRef}
            colorCanvas={doc.colorCanvas}
            lineCanvas={doc.lineCanvas}
            size={doc.size}
            view={view}
            label={t('canvasLabel', { title })}
            cursor={cursor}
            onKeyDown={onCanvasKey}
            onBlur={() => setCursor(null)}
            describedBy={hintId}
            mode={spaceHeld || tool === 'pan' || !ready ? 'pan' : drawTool ? 'draw' : 'tap'}
            zoomAt={zoomAt}
            panBy={panBy}
            onTap={tapAt}
            onDrawStart={(x, y) => {
              if (!drawTool) return;
              doc.beginStroke(x, y, drawTool, color, size, stayInside && drawTool !== 'eraser');
              if (drawTool !== 'eraser') used(color);
            }}
            onDrawMove={doc.moveStroke}
            onDrawEnd={doc.endStroke}
          >
            {ready ? null : <CanvasLoader status={doc.status} />}
            <p id={hintId} className="sr-only">
              {t('keyboardHint')}
            </p>
            <StatusLine status={doc.status} saveState={doc.saveState} />
          </CanvasViewport>
        </div>
        {shareable && (
          <AccountBar
            account={accountSync ? account : null}
            disabled={!ready}
            published={gallery.publication?.published ?? false}
            onShare={() => setShareOpen(true)}
          />
        )}
      </div>
      <div className={`hidden lg:sticky lg:block lg:w-72 ${top}`}>
        <ColorPicker color={color} history={history} onColor={setColor} />
      </div>
      <MobileBar
        tool={tool}
        onTool={setTool}
        canUndo={doc.canUndo}
        canRedo={doc.canRedo}
        onUndo={doc.undo}
        onRedo={doc.redo}
        onDownload={download}
        onMore={() => setMoreOpen(true)}
        color={color}
        swatches={swatches}
        onColor={setColor}
        disabled={!ready}
      />
      <MoreSheet open={moreOpen} onClose={() => setMoreOpen(false)} title={t('toolbar.moreTitle')} closeLabel={t('help.close')}>
        <Toolbar {...toolbar} wrap onHelp={() => (setMoreOpen(false), setHelpOpen(true))} onStartOver={() => (setMoreOpen(false), setStartOverOpen(true))} />
        <ColorPicker color={color} history={history} onColor={setColor} />
      </MoreSheet>
      <StartOverDialog open={startOverOpen} onClose={() => setStartOverOpen(false)} onConfirm={doc.clearAll} />
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      {shareOpen && accountSync && <ShareDialog onClose={() => setShareOpen(false)} pageTitle={title} preview={preview} gallery={gallery} />}
      {shareOpen && !accountSync && <SignInPrompt open onClose={() => setShareOpen(false)} />}
    </div>
  );
}
