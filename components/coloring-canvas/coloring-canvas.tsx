'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LineMask } from '@/lib/engine/coloring';
import { AccountBar } from './account-bar';
import { CanvasViewport } from './canvas-viewport';
import { ColorPicker } from './color-picker';
import { readColorHistory, rememberColor, serverColorHistory, subscribeColorHistory } from './color-history-store';
import { HelpDialog } from './help-dialog';
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
}

/** The coloring canvas: a colour layer under the line layer, tools, zoom and pan, autosave. */
export function ColoringCanvas({ pageId, title, loadMask, accountSync, shareable }: ColoringCanvasProps) {
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
  const exportPng = useCallback(async (then: (png: Blob) => void) => {
    const snap = doc.snapshot();
    if (snap) then(await composedPng(snap.layer, snap.mask));
  }, [doc]);
  const preview = () =>
    new Promise<Blob | null>((resolve) => {
      exportPng(resolve).then(() => resolve(null), () => resolve(null));
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
    paused: helpOpen || shareOpen,
  });

  const ready = doc.status === 'ready';
  const drawTool = tool === 'brush' || tool === 'marker' || tool === 'eraser' ? tool : null;
  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Toolbar
          tool={tool}
          onTool={setTool}
          size={size}
          onSize={setSize}
          stayInside={stayInside}
          onStayInside={setStayInside}
          gapClosing={gapClosing}
          onGapClosing={setGapClosing}
          canUndo={doc.canUndo}
          canRedo={doc.canRedo}
          onUndo={doc.undo}
          onRedo={doc.redo}
          zoomPercent={Math.round(view.scale * 100)}
          onZoomIn={() => zoomCenter(1.25)}
          onZoomOut={() => zoomCenter(0.8)}
          onFit={fitToScreen}
          onDownload={download}
          onPrint={print}
          onHelp={() => setHelpOpen(true)}
          disabled={!ready}
        />
        {shareable && (
          <AccountBar account={accountSync ? account : null} disabled={!ready} published={gallery.publication?.published ?? false} onShare={() => setShareOpen(true)} />
        )}
        <div className="h-[62vh] min-h-80 lg:h-[calc(100vh-12rem)]">
          <CanvasViewport
            containerRef={containerRef}
            colorCanvas={doc.colorCanvas}
            lineCanvas={doc.lineCanvas}
            size={doc.size}
            view={view}
            label={t('canvasLabel', { title })}
            mode={spaceHeld || tool === 'pan' || !ready ? 'pan' : drawTool ? 'draw' : 'tap'}
            zoomAt={zoomAt}
            panBy={panBy}
            onTap={(x, y) => {
              if (tool === 'eyedropper') {
                const picked = doc.pickColor(x, y);
                if (picked) setColor(picked);
                setTool('fill');
              } else if (doc.fillAt(x, y, color)) used(color);
            }}
            onDrawStart={(x, y) => {
              if (!drawTool) return;
              doc.beginStroke(x, y, drawTool, color, size, stayInside && drawTool !== 'eraser');
              if (drawTool !== 'eraser') used(color);
            }}
            onDrawMove={doc.moveStroke}
            onDrawEnd={doc.endStroke}
          >
            <StatusLine status={doc.status} saveState={doc.saveState} />
          </CanvasViewport>
        </div>
      </div>
      <div className="lg:w-72">
        <ColorPicker color={color} history={history} onColor={setColor} />
      </div>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      {shareOpen && accountSync && <ShareDialog onClose={() => setShareOpen(false)} pageTitle={title} preview={preview} gallery={gallery} />}
      {shareOpen && !accountSync && <SignInPrompt open onClose={() => setShareOpen(false)} />}
    </div>
  );
}
