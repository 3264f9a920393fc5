'use client';

import { useTranslations } from 'next-intl';
import { Icon } from './icons';
import { ToolButton } from './tool-button';
import type { Tool } from './tools';
import { Swatch, useColorNames } from './swatch';

type MobileBarProps = {
  tool: Tool;
  onTool: (tool: Tool) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDownload: () => void;
  onMore: () => void;
  color: string;
  swatches: readonly string[];
  onColor: (color: string) => void;
  disabled: boolean;
};

const MAIN_TOOLS: readonly Tool[] = ['fill', 'brush', 'eraser'];

/**
 * On phones and tablets: a bar along the bottom edge with the colours and the tools used most,
 * and a clearly labelled "More" for everything else.
 */
export function MobileBar(p: MobileBarProps) {
  const t = useTranslations('coloring');
  const nameOf = useColorNames();
  return (
    <div
      data-testid="canvas-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lift backdrop-blur lg:hidden"
    >
      <div role="group" aria-label={t('color.title')} className="flex gap-2 overflow-x-auto px-1 pb-2">
        {p.swatches.map((c) => (
          <Swatch key={c} color={c} selected={c === p.color} label={nameOf(c)} onPick={() => p.onColor(c)} small />
        ))}
      </div>
      <div role="toolbar" aria-label={t('toolbar.label')} className="flex items-center justify-between gap-1">
        {MAIN_TOOLS.map((id) => (
          <ToolButton key={id} label={t(`tools.${id}`)} pressed={p.tool === id} onClick={() => p.onTool(id)} disabled={p.disabled}>
            <Icon name={id} />
          </ToolButton>
        ))}
        <ToolButton label={t('toolbar.undo')} onClick={p.onUndo} disabled={!p.canUndo}>
          <Icon name="undo" />
        </ToolButton>
        <ToolButton label={t('toolbar.redo')} onClick={p.onRedo} disabled={!p.canRedo}>
          <Icon name="redo" />
        </ToolButton>
        <ToolButton label={t('toolbar.download')} onClick={p.onDownload} disabled={p.disabled}>
          <Icon name="download" />
        </ToolButton>
        <button
          type="button"
          onClick={p.onMore}
          aria-haspopup="dialog"
          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-accent px-3 text-sm font-bold text-accent-ink"
        >
          <Icon name="more" />
          {/* Six 44 px tools and a labelled button overflow a 360 px phone: there the label is read, not shown. */}
          <span className="max-[399px]:sr-only">{t('toolbar.more')}</span>
        </button>
      </div>
    </div>
  );
}
