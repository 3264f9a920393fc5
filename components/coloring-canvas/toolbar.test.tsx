// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { HelpDialog } from './help-dialog';
import { Toolbar, type ToolbarProps } from './toolbar';
import type { Tool } from './tools';
import { useCanvasShortcuts } from './use-canvas-shortcuts';

// jsdom has no <dialog> modal methods.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

function Harness({ spies }: { spies: Partial<ToolbarProps> }) {
  const [tool, setTool] = useState<Tool>('fill');
  const [help, setHelp] = useState(false);
  const noop = () => {};
  useCanvasShortcuts({
    onTool: setTool,
    undo: spies.onUndo ?? noop,
    redo: spies.onRedo ?? noop,
    zoomIn: spies.onZoomIn ?? noop,
    zoomOut: noop,
    fit: noop,
    resize: noop,
    toggleStayInside: noop,
    toggleGapClosing: noop,
    help: () => setHelp(true),
    onSpace: noop,
  });
  return (
    <>
      <Toolbar
        tool={tool}
        onTool={setTool}
        size={28}
        onSize={noop}
        stayInside
        onStayInside={noop}
        gapClosing
        onGapClosing={noop}
        canUndo
        canRedo={false}
        onUndo={spies.onUndo ?? noop}
        onRedo={noop}
        zoomPercent={25}
        onZoomIn={spies.onZoomIn ?? noop}
        onZoomOut={noop}
        onFit={noop}
        onDownload={noop}
        onPrint={noop}
        onHelp={() => setHelp(true)}
        onStartOver={noop}
      />
      <HelpDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
}

function renderIn(locale: 'en' | 'de', spies: Partial<ToolbarProps> = {}) {
  const messages = locale === 'en' ? en : de;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ coloring: messages.coloring }}>
      <Harness spies={spies} />
    </NextIntlClientProvider>,
  );
}

describe('coloring toolbar', () => {
  it('names every tool button for screen readers', () => {
    renderIn('en');
    for (const name of [
      'Fill bucket',
      'Brush',
      'Marker',
      'Eraser',
      'Eyedropper',
      'Move the page',
      'Undo',
      'Redo',
      'Zoom in',
      'Zoom out',
      'Fit to screen',
      'Download PNG',
      'Print',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('toolbar', { name: 'Coloring tools' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill bucket' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('speaks the visitor’s language', () => {
    renderIn('de');
    expect(screen.getByRole('button', { name: 'Farbeimer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeInTheDocument();
  });

  it('switches tools, undoes and zooms from the keyboard', () => {
    const onUndo = vi.fn();
    const onZoomIn = vi.fn();
    renderIn('en', { onUndo, onZoomIn });
    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByRole('button', { name: 'Brush' })).toHaveAttribute('aria-pressed', 'true');
    // Drawing tools show their sizes and the stay-inside switch.
    expect(screen.getByRole('group', { name: 'Brush size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay inside the lines' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: '+' });
    expect(onZoomIn).toHaveBeenCalledTimes(1);
  });

  it('ignores shortcuts while typing in a field', () => {
    renderIn('en');
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'e' });
    expect(screen.getByRole('button', { name: 'Fill bucket' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the shortcuts in the help dialog opened with ?', async () => {
    renderIn('en');
    await act(async () => {
      fireEvent.keyDown(window, { key: '?' });
    });
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Shortcuts and help');
    expect(dialog).toHaveTextContent('Ctrl/⌘ + Z');
    expect(dialog).toHaveTextContent('Stay inside the lines on or off');
    expect(dialog).toHaveTextContent('Fill bucket');
  });
});
