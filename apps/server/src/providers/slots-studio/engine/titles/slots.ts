import type { SlotTitle } from '../types.js';
import { slot, type SlotSpec } from './define.js';
import { LINES_20_FREE_SPINS } from './models.js';

export const SLOT_SPECS: SlotSpec[] = [
  {
    id: 'pharaohs-fortune',
    name: "Pharaoh's Fortune",
    description:
      'Scarabs, ankhs and the golden mask: three pyramids open tripled free spins in the valley of the kings.',
    themes: ['egypt', 'ancient', 'gold'],
    rtp: 96.28,
    releasedAt: '2024-09-12',
    palette: { background: '#1a0f05', surface: '#3b2410', accent: '#f5c542', text: '#fff4d6' },
    art: { emblem: 'pyramid', motif: 'sand', glow: '#ffcf5a', secondary: '#2a7fa8' },
    model: LINES_20_FREE_SPINS,
    filler: [0, 0, 8, 8, 0],
    symbols: {
      h1: ['Golden mask', 'mask'],
      h2: ['Eye of Horus', 'eye'],
      h3: ['Ankh', 'ankh'],
      h4: ['Scarab', 'scarab'],
      wild: ['Pharaoh wild', 'wild'],
      scatter: ['Pyramid scatter', 'pyramid'],
    },
  },
];

export const SLOT_TITLES: SlotTitle[] = SLOT_SPECS.map(slot);
