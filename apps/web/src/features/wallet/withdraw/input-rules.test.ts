import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardNumberIssue,
  cardNumberPasses,
  cleanIdNumber,
  groupByFour,
  idNumberIssue,
  maskPhone,
} from './input-rules';

// 11010519491231002X is the standard's own example; 6222021234567890 fails Luhn, 4111111111111111 passes.
describe('ID number as typed', () => {
  it('keeps digits, and X only as the 18th character', () => {
    expect(cleanIdNumber('110105 1949 1231 002x')).toBe('11010519491231002X');
    expect(cleanIdNumber('X1101')).toBe('1101');
    expect(cleanIdNumber('11010519491231002X99')).toBe('11010519491231002X');
  });

  it('checks a complete number at once and a short one only when the field is done', () => {
    expect(idNumberIssue('11010519491231002X', false)).toBeNull();
    expect(idNumberIssue('110105194912310021', false)).toBe('身份证号校验位不正确，请核对');
    expect(idNumberIssue('1101051949', false)).toBeNull();
    expect(idNumberIssue('1101051949', true)).toBe('身份证号应为 18 位');
    expect(idNumberIssue('', true)).toBe('请输入身份证号');
  });
});

describe('bank card number as typed', () => {
  it('groups the digits by four', () => {
    expect(groupByFour(cardDigits('6222 0212a3456789012345'))).toBe('6222 0212 3456 7890 123');
    expect(groupByFour('6222')).toBe('6222');
    expect(groupByFour('62220')).toBe('6222 0');
  });

  it('passes a Luhn-valid number and refuses a wrong one once the field is done', () => {
    expect(cardNumberPasses('4111111111111111')).toBe(true);
    expect(cardNumberPasses('6222021234567890')).toBe(false);
    expect(cardNumberIssue('6222021234567890', false)).toBeNull();
    expect(cardNumberIssue('6222021234567890', true)).toBe('银行卡号不正确，请核对');
    expect(cardNumberIssue('62220212', true)).toBe('银行卡号应为 12-19 位数字');
    expect(cardNumberIssue('', true)).toBe('请输入银行卡号');
    expect(cardNumberIssue('4111111111111111', true)).toBeNull();
  });
});

it('masks a phone as the server does', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
});
