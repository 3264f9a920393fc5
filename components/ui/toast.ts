'use client';

import toast from 'react-hot-toast';
import { loadToasts } from './toaster';

// Components that toast on their own (profile, affiliate, sharing) import the library anyway, so
// loading this module is the moment to mount the Toaster.
if (typeof window !== 'undefined') void loadToasts();

export { toast };
