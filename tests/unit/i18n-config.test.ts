import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, localeFromHeader } from '@/lib/i18n/config';
import { hasMessage, translate } from '@/lib/i18n/translate';

describe('localeFromHeader (SPEC §7/§9: Accept-Language, default vi)', () => {
  it('defaults to vi', () => {
    expect(DEFAULT_LOCALE).toBe('vi');
  });

  it.each([
    [null, 'vi'],
    [undefined, 'vi'],
    ['', 'vi'],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['EN-GB', 'en'],
    ['fr', 'vi'],
    ['fr-FR,en;q=0.5', 'en'],
    ['de, ja', 'vi'],
    ['*', 'vi'],
  ])('%j → %s', (header, expected) => {
    expect(localeFromHeader(header)).toBe(expected);
  });
});

describe('isLocale', () => {
  it.each([
    ['vi', true],
    ['en', true],
    ['fr', false],
    ['EN', false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('translate', () => {
  it('fills a parameter in both languages', () => {
    expect(translate('vi', 'errors.roomForbidden', { room: 'shop.42' })).toBe('Không thể tham gia phòng shop.42');
    expect(translate('en', 'errors.roomForbidden', { room: 'shop.42' })).toBe('You cannot join room shop.42');
  });

  it('translates a validation key per language', () => {
    expect(translate('vi', 'validation.email')).toBe('Email không hợp lệ');
    expect(translate('en', 'validation.email')).toBe('Invalid email');
  });

  it('shows the generic error of SPEC §8 in Vietnamese', () => {
    expect(translate('vi', 'errors.generic')).toBe('Có Lỗi đã xảy ra!!!');
  });

  it('reads nested keys', () => {
    expect(translate('en', 'auth.errors.CredentialsSignin')).toBe('Wrong email or password');
  });

  it('returns an unknown key unchanged', () => {
    expect(translate('en', 'errors.noSuchKey')).toBe('errors.noSuchKey');
    expect(translate('vi', 'plain text message')).toBe('plain text message');
  });

  it('hasMessage tells keys from plain text', () => {
    expect(hasMessage('vi', 'errors.roomForbidden')).toBe(true);
    expect(hasMessage('en', 'validation.phone')).toBe(true);
    expect(hasMessage('en', 'errors.noSuchKey')).toBe(false);
    expect(hasMessage('vi', 'Số điện thoại')).toBe(false);
  });
});
