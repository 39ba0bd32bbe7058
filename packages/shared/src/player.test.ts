import { describe, expect, it } from 'vitest';
import { maskName } from './player.js';

describe('maskName', () => {
  it('hides the last three characters of a name', () => {
    expect(maskName('highroller')).toBe('highrol***');
  });

  it('hides a name of three characters or fewer entirely', () => {
    expect(maskName('Bob')).toBe('***');
    expect(maskName('Al')).toBe('**');
  });

  it('counts an emoji as one character', () => {
    expect(maskName('Ann🎰x')).toBe('An***');
  });
});
