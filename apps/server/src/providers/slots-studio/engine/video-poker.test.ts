import { describe, expect, it } from 'vitest';
import { GameRuleError } from './errors.js';
import { jacksOrBetterHolds } from './strategies.js';
import { scriptedRng } from './test-rng.js';
import { JACKS_OR_BETTER } from './titles/tables.js';
import { dealVideoPoker, drawVideoPoker, pokerHand } from './video-poker.js';

describe('poker hands', () => {
  const cases: [string, string][] = [
    ['TS JS QS KS AS', 'royal-flush'],
    ['9H TH JH QH KH', 'straight-flush'],
    ['AD 2D 3D 4D 5D', 'straight-flush'],
    ['7S 7H 7D 7C 2S', 'four-of-a-kind'],
    ['3S 3H 3D 9C 9S', 'full-house'],
    ['2C 7C 9C JC KC', 'flush'],
    ['TS JH QD KC AS', 'straight'],
    ['AS 2H 3D 4C 5S', 'straight'],
    ['QS KH AD 2C 3S', 'nothing'],
    ['8S 8H 8D KC 2S', 'three-of-a-kind'],
    ['4S 4H 9D 9C KS', 'two-pair'],
    ['JS JH 2D 5C 9S', 'jacks-or-better'],
    ['AS AH 2D 5C 9S', 'jacks-or-better'],
    ['TS TH 2D 5C 9S', 'nothing'],
  ];
  for (const [cards, hand] of cases) {
    it(`ranks ${cards} as ${hand}`, () => expect(pokerHand(cards.split(' '))).toBe(hand));
  }
});

describe('a video poker round', () => {
  it('keeps the held cards, replaces the others from the rest of the deck and pays the table', () => {
    // Single deck, card index = (rank − 1) × 4 + suit (S H D C): 0 AS, 1 AH, 44 QS, 45 QH, 20 6S …
    const dealt = dealVideoPoker(JACKS_OR_BETTER, 50n, scriptedRng([0, 1, 44, 45, 20]));
    expect(dealt.cards).toEqual(['AS', 'AH', 'QS', 'QH', '6S']);
    expect(dealt.hand).toBe('two-pair');
    const drawn = drawVideoPoker(JACKS_OR_BETTER, dealt, [true, true, true, true, false], scriptedRng([2]));
    expect(drawn).toMatchObject({
      finished: true,
      cards: ['AS', 'AH', 'QS', 'QH', 'AD'],
      hand: 'full-house',
      win: 450n,
    });
  });

  it('never draws a card already dealt', () => {
    const dealt = dealVideoPoker(JACKS_OR_BETTER, 10n, scriptedRng([0, 1, 2, 3, 4]));
    // Physical card 0 (AS) is out: the draw picks again.
    const drawn = drawVideoPoker(JACKS_OR_BETTER, dealt, [true, true, true, true, false], scriptedRng([0, 5]));
    expect(drawn.cards[4]).toBe('2H');
  });

  it('refuses a second draw and malformed holds', () => {
    const dealt = dealVideoPoker(JACKS_OR_BETTER, 10n, scriptedRng([0, 1, 2, 3, 4]));
    expect(() => drawVideoPoker(JACKS_OR_BETTER, dealt, [true], scriptedRng([]))).toThrow(GameRuleError);
    const drawn = drawVideoPoker(JACKS_OR_BETTER, dealt, [true, true, true, true, true], scriptedRng([]));
    expect(() => drawVideoPoker(JACKS_OR_BETTER, drawn, [true, true, true, true, true], scriptedRng([]))).toThrow(
      GameRuleError,
    );
  });
});

describe('the simple Jacks or Better strategy', () => {
  const holds = (cards: string) =>
    cards
      .split(' ')
      .filter((_, i, all) => jacksOrBetterHolds(all)[i])
      .join(' ');
  it('breaks a made flush for four to a royal', () => expect(holds('TS JS QS KS 3S')).toBe('TS JS QS KS'));
  it('keeps a high pair over four to a flush', () => expect(holds('JS JH 4H 7H 9H')).toBe('JS JH'));
  it('keeps three to a royal over a low pair', () => expect(holds('TD JD QD 5C 5S')).toBe('TD JD QD'));
  it('keeps the two lowest of three unsuited high cards', () => expect(holds('AS KH QD 4C 7S')).toBe('KH QD'));
  it('draws five to nothing', () => expect(holds('2S 5H 7D 9C 3S')).toBe(''));
});
