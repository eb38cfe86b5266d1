import { describe, expect, it } from 'vitest';
import { cleanField } from './form-fields.ts';

describe('each auth field is cleaned by its own rule', () => {
  it('passwords and codes lose spaces', () => {
    expect(cleanField('confirmWithdrawPassword', 'a b')).toBe('ab');
    expect(cleanField('otp', '1 2 3')).toBe('123');
  });

  it('refer code keeps digits', () => {
    expect(cleanField('referCode', 'R12-34')).toBe('1234');
  });

  it('mobile keeps at most 10 digits', () => {
    expect(cleanField('mobile', '+91 98765 43210')).toBe('9198765432');
  });
});
