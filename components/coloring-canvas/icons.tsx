// Line icons of the canvas toolbar (24 px grid, drawn for this project): emoji fonts are missing
// on many tablets and Linux desktops, SVG always renders.
const paths = {
  fill: 'M5 11 11 5l8 8-6 6a2 2 0 0 1-2.8 0L5 13.8A2 2 0 0 1 5 11Zm0 2h14M20 16s1.5 2 1.5 3a1.5 1.5 0 0 1-3 0c0-1 1.5-3 1.5-3ZM9 3l2 2',
  brush: 'M14 4l6 6-7.5 7.5-6-6L14 4Zm-7.5 7.5-2 2c-1 1-1 3-2.5 4.5 3 .5 5.5 0 6.5-1l2-2',
  marker: 'M15 3l6 6-9 9H6v-6l9-9Zm-9 15-3 3M12 6l6 6',
  eraser: 'M7 21h13M4 15l9-9a2 2 0 0 1 2.8 0l3.2 3.2a2 2 0 0 1 0 2.8L12 19H8l-4-4Zm5-5 6 6',
  eyedropper: 'M15 4.5a2.5 2.5 0 0 1 3.5 0l1 1a2.5 2.5 0 0 1 0 3.5L17 11.5 12.5 7 15 4.5ZM13.5 10 6 17.5V20h2.5l7.5-7.5M11 5.5l7.5 7.5',
  pan: 'M8 13V5.5a1.5 1.5 0 0 1 3 0V12m0-7.5v-1a1.5 1.5 0 0 1 3 0V12m0-6.5a1.5 1.5 0 0 1 3 0V12m0-3.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-1.5a6 6 0 0 1-4.8-2.4L4.2 15a1.5 1.5 0 0 1 2.3-2L8 14.5',
  stayInside: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  gapClosing: 'M4 12h5m6 0h5M9 8v8m6-8v8',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  zoomOut: 'M5 12h14',
  zoomIn: 'M5 12h14M12 5v14',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  print: 'M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z',
  startOver: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
