import { describe } from 'vitest';
import { checkDrawings } from './testing/check-drawings';

describe('catalogue drawings, part 1 of 4', () => checkDrawings(0));
