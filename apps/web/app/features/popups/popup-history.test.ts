import { describe, expect, it } from 'vitest';
import { closeStep, openStep, POPUP_ENTRY_STATE } from './popup-history';

describe('openStep', () => {
  it('pushes an entry for the first popup so Back closes it', () => {
    expect(openStep('?sort=new', 'sign-in', 'true')).toEqual({
      kind: 'push',
      search: 'sort=new&sign-in=true',
      state: POPUP_ENTRY_STATE,
    });
  });

  it('replaces the entry when switching from one popup to another', () => {
    expect(openStep('?sign-in=true', 'sign-up', 'true')).toMatchObject({ kind: 'replace', search: 'sign-up=true' });
  });
});

describe('closeStep', () => {
  it('goes back from a popup that has its own entry', () => {
    expect(closeStep('?sign-in=true', POPUP_ENTRY_STATE)).toEqual({ kind: 'back' });
  });

  it('removes the popup query in place when the visitor landed on it', () => {
    expect(closeStep('?sort=new&sign-in=true', null)).toEqual({ kind: 'replace', search: 'sort=new', state: null });
  });
});
