import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH, parseContact, parsePhone } from './contact.ts';

const INVALID = {
  isValid: false,
  phoneNumber: null,
  countryIso2: null,
  countryIso3: null,
  countryCode: null,
};

describe('parsePhone', () => {
  describe('North America, the default', () => {
    it.each([
      '4155552671',
      '(415) 555-2671',
      '415.555.2671',
      '1-415-555-2671',
      '+14155552671',
      '+1 (415) 555-2671',
      '  +1 415 555 2671  ',
    ])('reads %j as a US mobile', (input) => {
      expect(parsePhone(input)).toEqual({
        isValid: true,
        phoneNumber: '+14155552671',
        countryIso2: 'US',
        countryIso3: 'USA',
        countryCode: '+1',
      });
    });

    it.each(['4165550123', '(416) 555-0123', '+14165550123', '+1 (416) 555-0123'])(
      'reads %j as Canadian when the area code is not a US one',
      (input) => {
        expect(parsePhone(input)).toEqual({
          isValid: true,
          phoneNumber: '+14165550123',
          countryIso2: 'CA',
          countryIso3: 'CAN',
          countryCode: '+1',
        });
      },
    );

    it('falls back to Canada only for 10 bare digits, not for a bare leading 1', () => {
      expect(parsePhone('1 (416) 555-0123')).toEqual(INVALID);
    });

    it('keeps a Canadian number out of the USA when the USA is given', () => {
      expect(parsePhone('4165550123', 'USA')).toEqual(INVALID);
      expect(parsePhone('4165550123', 'CAN').phoneNumber).toBe('+14165550123');
    });

    it('needs exactly 10 national digits', () => {
      expect(parsePhone('415555267')).toEqual(INVALID);
      expect(parsePhone('41555526711')).toEqual(INVALID);
      expect(parsePhone('+1415555267')).toEqual(INVALID);
    });
  });

  describe('country given as a code or a name', () => {
    it.each(['GBR', 'GB', 'gbr', 'United Kingdom'])(
      'reads a UK mobile with country %j',
      (country) => {
        expect(parsePhone('07911 123456', country)).toEqual({
          isValid: true,
          phoneNumber: '+447911123456',
          countryIso2: 'GB',
          countryIso3: 'GBR',
          countryCode: '+44',
        });
      },
    );

    it('treats an unknown country as invalid', () => {
      expect(parsePhone('4155552671', 'XYZ')).toEqual(INVALID);
      expect(parsePhone('4155552671', 'XY')).toEqual(INVALID);
      expect(parsePhone('4155552671', 'Atlantis')).toEqual(INVALID);
    });

    it('removes leading zeros when a country is given', () => {
      expect(parsePhone('0171 1234567', 'DEU').phoneNumber).toBe('+491711234567');
      expect(parsePhone('06 12 34 56 78', 'FRA').phoneNumber).toBe('+33612345678');
      expect(parsePhone('000 6123 6123', 'HKG').phoneNumber).toBe('+85261236123');
    });

    it('keeps the leading zero for the Ivory Coast and Congo', () => {
      expect(parsePhone('0712345678', 'CIV').phoneNumber).toBe('+2250712345678');
      expect(parsePhone('012345678', 'COG').phoneNumber).toBe('+242012345678');
    });

    it('drops the 8 of an 11-digit Russian number', () => {
      const expected = {
        isValid: true,
        phoneNumber: '+79161234567',
        countryIso2: 'RU',
        countryIso3: 'RUS',
        countryCode: '+7',
      };
      expect(parsePhone('89161234567', 'RUS')).toEqual(expected);
      expect(parsePhone('8 (916) 123-45-67', 'RU')).toEqual(expected);
      expect(parsePhone('9161234567', 'RUS')).toEqual(expected);
      expect(parsePhone('89161234567', 'UKR')).toEqual(INVALID);
    });

    it('prefixes the country code only to a number without a plus', () => {
      expect(parsePhone('6123 6123', 'HKG').phoneNumber).toBe('+85261236123');
      expect(parsePhone('+852 6123 6123', 'HKG').phoneNumber).toBe('+85261236123');
      expect(parsePhone('+6123 6123', 'HKG')).toEqual(INVALID);
      expect(parsePhone('+14155552671', 'GBR')).toEqual(INVALID);
    });

    it('accepts the country code typed without a plus when the country is given', () => {
      expect(parsePhone('447911123456', 'GBR').phoneNumber).toBe('+447911123456');
      expect(parsePhone('4479111234567', 'GBR')).toEqual(INVALID);
    });
  });

  describe('plus numbers detected by their country code', () => {
    it.each([
      ['+44 7911 123456', '+447911123456', 'GB', 'GBR', '+44'],
      ['+91 98765 43210', '+919876543210', 'IN', 'IND', '+91'],
      ['+86 138 0013 8000', '+8613800138000', 'CN', 'CHN', '+86'],
      ['+49 1512 3456789', '+4915123456789', 'DE', 'DEU', '+49'],
      ['+49 171 1234567', '+491711234567', 'DE', 'DEU', '+49'],
      ['+33 6 12 34 56 78', '+33612345678', 'FR', 'FRA', '+33'],
      ['+55 11 91234-5678', '+5511912345678', 'BR', 'BRA', '+55'],
      ['+55 11 9123-4567', '+551191234567', 'BR', 'BRA', '+55'],
      ['+7 916 123-45-67', '+79161234567', 'RU', 'RUS', '+7'],
      ['+852 6569 8900', '+85265698900', 'HK', 'HKG', '+852'],
    ])('reads %j', (input, phoneNumber, countryIso2, countryIso3, countryCode) => {
      expect(parsePhone(input)).toEqual({
        isValid: true,
        phoneNumber,
        countryIso2,
        countryIso3,
        countryCode,
      });
    });

    it.each([
      ['UK 9 digits', '+44 7911 12345'],
      ['India 9 digits', '+91 98765 4321'],
      ['China 10 digits', '+86 138 0013 800'],
      ['Germany 9 digits', '+49 171 123456'],
      ['Germany 12 digits', '+49 1512 34567890'],
      ['France 8 digits', '+33 6 12 34 56 7'],
      ['Brazil 9 digits', '+55 11 9123 456'],
    ])('rejects a wrong length: %s', (_label, input) => {
      expect(parsePhone(input)).toEqual(INVALID);
    });

    it('checks the length of the national part given with a country', () => {
      expect(parsePhone('98765 43210', 'IND').phoneNumber).toBe('+919876543210');
      expect(parsePhone('138 0013 8000', 'CHN').phoneNumber).toBe('+8613800138000');
      expect(parsePhone('1512 3456789', 'DEU').phoneNumber).toBe('+4915123456789');
      expect(parsePhone('11 91234-5678', 'BRA').phoneNumber).toBe('+5511912345678');
      expect(parsePhone('11 9123-4567', 'BRA').phoneNumber).toBe('+551191234567');
      expect(parsePhone('138 0013 800', 'CHN')).toEqual(INVALID);
      expect(parsePhone('6 12 34 56', 'FRA')).toEqual(INVALID);
    });

    it('does not treat a bare number as international', () => {
      expect(parsePhone('447911123456')).toEqual(INVALID);
      expect(parsePhone('85265698900')).toEqual(INVALID);
      expect(parsePhone('65698900')).toEqual(INVALID);
    });

    it('accepts one trunk digit after the country code unless detection is strict', () => {
      expect(parsePhone('+44 07911 123456').phoneNumber).toBe('+447911123456');
      expect(parsePhone('+44 07911 123456', undefined, { strictDetection: true })).toEqual(INVALID);
      expect(parsePhone('+44 7911 123456', undefined, { strictDetection: true }).phoneNumber).toBe(
        '+447911123456',
      );
    });
  });

  describe('mobile prefixes', () => {
    it('rejects a landline prefix by default', () => {
      expect(parsePhone('+44 20 7946 0958')).toEqual(INVALID);
      expect(parsePhone('020 7946 0958', 'GBR')).toEqual(INVALID);
      expect(parsePhone('+33 1 23 45 67 89')).toEqual(INVALID);
      expect(parsePhone('+49 30 1234567')).toEqual(INVALID);
      expect(parsePhone('(211) 555-2671')).toEqual(INVALID);
    });

    it('accepts the same numbers when the prefix check is off', () => {
      const noPrefixCheck = { validateMobilePrefix: false };
      expect(parsePhone('+44 20 7946 0958', undefined, noPrefixCheck).phoneNumber).toBe(
        '+442079460958',
      );
      expect(parsePhone('020 7946 0958', 'GBR', noPrefixCheck).phoneNumber).toBe('+442079460958');
      expect(parsePhone('(211) 555-2671', undefined, noPrefixCheck).phoneNumber).toBe(
        '+12115552671',
      );
    });
  });

  it.each(['', '   ', '12', 'hello', '+', '+0 000 000 0000'])('rejects %j', (input) => {
    expect(parsePhone(input)).toEqual(INVALID);
  });
});

describe('parseContact', () => {
  describe('phones', () => {
    it.each([
      ['4155552671', '+14155552671'],
      ['(415) 555-2671', '+14155552671'],
      ['415-555-2671', '+14155552671'],
      ['1 415 555 2671', '+14155552671'],
      ['+1 (415) 555-2671', '+14155552671'],
      ['  +14155552671 ', '+14155552671'],
      ['(416) 555-0123', '+14165550123'],
      ['+1 416 555 0123', '+14165550123'],
      ['+44 7911 123456', '+447911123456'],
      ['+91 98765 43210', '+919876543210'],
      ['+86 138 0013 8000', '+8613800138000'],
      ['+49 1512 3456789', '+4915123456789'],
      ['+33 6 12 34 56 78', '+33612345678'],
      ['+55 11 91234-5678', '+5511912345678'],
    ])('reads %j as the phone %s', (input, contact) => {
      expect(parseContact(input)).toEqual({ contact, contactType: 'phone' });
    });

    it.each([
      ['a number outside North America without a plus', '07911 123456'],
      ['a US number of 9 digits', '415 555 267'],
      ['a US landline-looking area code', '(211) 555-2671'],
      ['a UK landline', '+44 20 7946 0958'],
      ['digits only', '12'],
      ['a lone plus', '+'],
    ])('rejects %s', (_label, input) => {
      expect(parseContact(input)).toBeNull();
    });

    it.each([
      'tel: 415 555 2671',
      'call 4155552671',
      '415 555 2671 x12',
      '415+555+2671',
      '+1 415\n555 2671',
      '+1 415\t555 2671',
      '+1\u00a0415\u00a0555\u00a02671',
      '４１５５５５２６７１',
    ])('does not dig a phone out of %j', (input) => {
      expect(parseContact(input)).toBeNull();
    });
  });

  describe('e-mail addresses', () => {
    it.each([
      ['someone@example.com', 'someone@example.com'],
      ['Someone.Else@Example.COM', 'someone.else@example.com'],
      ['  first.last+tag@mail.example.co.uk  ', 'first.last+tag@mail.example.co.uk'],
      ['a_b%c-d@sub-domain.example.org', 'a_b%c-d@sub-domain.example.org'],
      ['x@y.io', 'x@y.io'],
    ])('reads %j as %s', (input, contact) => {
      expect(parseContact(input)).toEqual({ contact, contactType: 'email' });
    });

    it('reads an address with a phone-number local part as an e-mail, not a phone', () => {
      expect(parseContact('4155552671@example.com')).toEqual({
        contact: '4155552671@example.com',
        contactType: 'email',
      });
      expect(parseContact('+14155552671@example.com')).toEqual({
        contact: '+14155552671@example.com',
        contactType: 'email',
      });
    });

    it(`accepts up to ${CONTACT_MAX_LENGTH} characters`, () => {
      const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(8)}.com`;
      const local = 'a'.repeat(CONTACT_MAX_LENGTH - domain.length - 1);
      const longest = `${local}@${domain}`;
      expect(longest).toHaveLength(CONTACT_MAX_LENGTH);
      expect(local.length).toBeLessThanOrEqual(64);
      expect(parseContact(longest)).toEqual({ contact: longest, contactType: 'email' });
      expect(parseContact(`a${longest}`)).toBeNull();
    });

    it('rejects a local part longer than 64 or a domain label longer than 63', () => {
      expect(parseContact(`${'a'.repeat(65)}@example.com`)).toBeNull();
      expect(parseContact(`${'a'.repeat(64)}@example.com`)).not.toBeNull();
      expect(parseContact(`a@${'b'.repeat(64)}.com`)).toBeNull();
      expect(parseContact(`a@${'b'.repeat(63)}.com`)).not.toBeNull();
    });
  });

  describe('junk', () => {
    it.each([
      '',
      '   ',
      '\t\n',
      'hello',
      '12',
      '@x.com',
      'a@b',
      'a@com',
      'a@localhost',
      'a@',
      'a@.com',
      'a@b.',
      'a@b.c',
      'a@b.c0m',
      'a@b.123',
      'a@-b.com',
      'a@b-.com',
      'a@b..com',
      'a@.b.com',
      '.a@b.com',
      'a.@b.com',
      'a..b@c.com',
      'a b@c.com',
      'a@b c.com',
      'a@b_c.com',
      'mailto:a@b.com',
      'a@[127.0.0.1]',
      'a@127.0.0.1',
      'jürgen@example.com',
      'a@exämple.com',
      'a@xn--exmple-cua.com.',
    ])('rejects %j', (input) => {
      expect(parseContact(input)).toBeNull();
    });
  });

  describe('hostile forms', () => {
    it.each([
      ['a quoted local part', '"e@attacker.com"@victim.com'],
      ['a quoted local part without @', '"e"@victim.com'],
      ['two addresses with a comma', 'a@x.com,b@y.com'],
      ['two addresses with a comma and space', 'a@x.com, b@y.com'],
      ['two addresses with a semicolon', 'a@x.com;b@y.com'],
      ['several @', 'a@b@c.com'],
      ['an @ in the domain', 'victim@attacker.com@victim.com'],
      ['a full-width @', 'a\uff20x.com'],
      ['a full-width @ beside a real one', 'a\uff20attacker.com@victim.com'],
      ['a small commercial at', 'a\ufe6bx.com'],
      ['a CR LF header injection', 'a@x.com\r\nBcc: b@y.com'],
      ['a bare LF', 'a@x.com\nb@y.com'],
      ['a bare CR', 'a@x.com\rb'],
      ['a CR inside the local part', 'a\r@x.com'],
      ['a NUL', 'a\u0000@x.com'],
      ['a tab inside', 'a@x.\tcom'],
      ['a no-break space inside', 'a\u00a0b@x.com'],
      ['a zero-width space inside', 'a\u200b@x.com'],
      ['a right-to-left override', 'a\u202e@x.com'],
      ['angle brackets', '<a@x.com>'],
      ['a display name', 'Victim <a@x.com>'],
      ['a comment', 'a(comment)@x.com'],
      ['an escaped character', 'a\\@b@x.com'],
      ['a source route', '@attacker.com:a@victim.com'],
      ['a percent-hack host', 'a@x.com%attacker.com'],
    ])('rejects %s', (_label, input) => {
      expect(parseContact(input)).toBeNull();
    });
  });
});
