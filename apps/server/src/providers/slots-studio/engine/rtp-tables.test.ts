import { describe } from 'vitest';
import { playsItsRtp } from './rtp-play.js';
import { TABLE_TITLES } from './titles/tables.js';

describe('table game RTP under the reference strategies', () => playsItsRtp(TABLE_TITLES));
