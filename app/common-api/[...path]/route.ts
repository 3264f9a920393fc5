import { unknownApiPath } from '@/lib/server/http/unknown-api-path';

// Any other path under this prefix – the JSON 404 envelope
export const { GET, POST, PUT, PATCH, DELETE } = unknownApiPath;
