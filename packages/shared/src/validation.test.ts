import { describe, expect, it } from 'vitest';
import { validateFields, type FieldRules } from './validation.js';

const limits: FieldRules = {
  amount: [
    { rule: 'minValue', param: 500 },
    { rule: 'maxValue', param: 100_000 },
  ],
};

describe('minValue and maxValue', () => {
  it('compare numbers and plain decimals by value, not by length', () => {
    expect(validateFields({ amount: 500 }, limits)).toEqual({});
    expect(validateFields({ amount: '99999.5' }, limits)).toEqual({});
    expect(validateFields({ amount: 499 }, limits)).toEqual({ amount: ['The minimum value allowed is 500'] });
    expect(validateFields({ amount: 100_001 }, limits)).toEqual({ amount: ['The maximum value allowed is 100000'] });
  });

  it('refuse text that is no plain decimal', () => {
    expect(validateFields({ amount: '1e3' }, limits)).toEqual({ amount: ['The minimum value allowed is 500'] });
  });

  it("fill a field's placeholders as the caller shows its values, other fields as written", () => {
    const rules: FieldRules = { ...limits, name: [{ rule: 'max', param: 3 }] };
    const errors = validateFields({ amount: 1, name: 'Lovelace' }, rules, {
      show: { amount: (cents) => `${cents} cents` },
    });
    expect(errors).toEqual({
      amount: ['The minimum value allowed is 500 cents'],
      name: ['The maximum length allowed is 3'],
    });
  });
});
