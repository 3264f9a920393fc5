// Security headers on every response. No imports, so next.config.ts can use it too.
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
  // Google sign-in uses FedCM (navigator.credentials.get) when the browser has it; keep that on.
  'identity-credentials-get=(self "https://accounts.google.com")',
  'publickey-credentials-get=(self)',
  // Online coloring may go full screen.
  'fullscreen=(self)',
].join(', ');

export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];

// Two years; no includeSubDomains, because we cannot know what else runs under the deployer's domain.
export const HSTS_VALUE = 'max-age=63072000';
