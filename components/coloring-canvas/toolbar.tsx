'use client';

import { useTranslations } from 'next-intl';
import { Icon } from './icons';
import { ToolButton } from './tool-button';
import { BRUSH_SIZES, type Tool, TOOLS } from './tools';

export interface ToolbarProps {
  tool: Tool;
  onTool: (tool: Tool) => void;
  size: number;
  onSize: (size: number) => void;
  stayInside: boolean;
  onStayInside: (on: boolean) => void;
  gapClosing: boolean;
  onGapClosing: (on: boolean) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  zoomPercent: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onDownload: () => void;
  onPrint: () => void;
  onHelp: () => void;
  onStartOver: () => void;
  disabled?: boolean;
  /** Inside the phone's "more" sheet the buttons wrap instead of scrolling sideways. */
  wrap?: boolean;
}

const divider = <span aria-hidden="true" className="mx-1 h-8 w-px shrink-0 bg-line" />;

export function Toolbar(p: ToolbarProps) {
  const t = useTranslations('coloring');
  const drawing = p.tool === 'brush' || p.tool === 'marker' || p.tool === 'eraser';
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      className={
        p.wrap
          ? 'flex flex-wrap items-center gap-1'
          : 'flex flex-wrap items-center gap-0.5 rounded-2xl border border-line bg-surface p-1 lg:[&_button]:h-10 lg:[&_button]:min-w-10 lg:[&_button]:px-1.5'
      }
    >
      {TOOLS.map(({ id }) => (
        <ToolButton key={id} label={t(`tools.${id}`)} pressed={p.tool === id} onClick={() => p.onTool(id)} disabled={p.disabled && id !== 'pan'}>
          <Icon name={id} />
        </ToolButton>
      ))}
      {divider}
      {drawing && (
        <div role="group" aria-label={t('toolbar.size')} className="flex items-center gap-0.5">
          {BRUSH_SIZES.map((s) => (
            <ToolButton key={s} label={t('toolbar.sizeValue', { size: s })} pressed={p.size === s} onClick={() => p.onSize(s)}>
              <span className="block rounded-full bg-current" style={{ width: 4 + Math.sqrt(s) * 1.6, height: 4 + Math.sqrt(s) * 1.6 }} />
            </ToolButton>
          ))}
        </div>
      )}
      {p.tool === 'brush' || p.tool === 'marker' ? (
        <ToolButton label={t('toolbar.stayInside')} pressed={p.stayInside} onClick={() => p.onStayInside(!p.stayInside)}>
          <Icon name="stayInside" />
        </ToolButton>
      ) : null}
      {p.tool === 'fill' && (
        <ToolButton label={t('toolbar.gapClosing')} pressed={p.gapClosing} onClick={() => p.onGapClosing(!p.gapClosing)}>
          <Icon name="gapClosing" />
        </ToolButton>
      )}
      {divider}
      <ToolButton label={t('toolbar.undo')} onClick={p.onUndo} disabled={!p.canUndo}>
        <Icon name="undo" />
      </ToolButton>
      <ToolButton label={t('toolbar.redo')} onClick={p.onRedo} disabled={!p.canRedo}>
        <Icon name="redo" />
      </ToolButton>
      {divider}
      <ToolButton label={t('toolbar.zoomOut')} onClick={p.onZoomOut}>
        <Icon name="zoomOut" />
      </ToolButton>
      <span className="min-w-12 shrink-0 text-center text-sm font-bold tabular-nums" aria-live="polite">
        {t('toolbar.zoomLevel', { percent: p.zoomPercent })}
      </span>
      <ToolButton label={t('toolbar.zoomIn')} onClick={p.onZoomIn}>
        <Icon name="zoomIn" />
      </ToolButton>
      <ToolButton label={t('toolbar.fit')} onClick={p.onFit}>
        <Icon name="fit" />
      </ToolButton>
      {divider}
      <ToolButton label={t('toolbar.download')} onClick={p.onDownload} disabled={p.disabled}>
        <Icon name="download" />
      </ToolButton>
      <ToolButton label={t('toolbar.print')} onClick={p.onPrint} disabled={p.disabled}>
        <Icon name="print" />
      </ToolButton>
      <ToolButton label={t('toolbar.startOver')} onClick={p.onStartOver} disabled={p.disabled}>
        <Icon name="startOver" />
      </ToolButton>
      <ToolButton label={t('toolbar.help')} onClick={p.onHelp}>
        <Icon name="help" />
      </ToolButton>
    </div>
  );
}
