import { describe } from 'vitest';
import { playsItsRtp } from './rtp-play.js';
import { SLOT_TITLES } from './titles/slots.js';

describe('slot RTP, first half of the titles', () => playsItsRtp(SLOT_TITLES.slice(0, 12)));
