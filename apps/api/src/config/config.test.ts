import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      twilio: undefined,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('refuses production without a way to deliver login codes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).isProduction).toBe(
      true,
    );
  });

  it('refuses half a Twilio configuration', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/all three/);
  });

  it('treats blank variables as unset and rejects nonsense', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes the challenge start as a real calendar date, 2027-08-01 unless told', () => {
    expect(loadConfig({}).challengeStartDate).toBe('2027-08-01');
    expect(loadConfig({ CHALLENGE_START_DATE: '' }).challengeStartDate).toBe('2027-08-01');
    expect(loadConfig({ CHALLENGE_START_DATE: '2028-08-07' }).challengeStartDate).toBe(
      '2028-08-07',
    );
    for (const bad of ['2028-02-30', '1 August 2028', '2028-8-1']) {
      expect(() => loadConfig({ CHALLENGE_START_DATE: bad })).toThrow(/CHALLENGE_START_DATE/);
    }
  });

  it('bills with the local provider at $29.00 a year and a 30-day trial unless told', () => {
    expect(loadConfig({}).billing).toEqual({ priceCents: 2900, trialDays: 30, stripe: undefined });
    expect(loadConfig({ PRICE_CENTS: '4900', TRIAL_DAYS: '14' }).billing).toMatchObject({
      priceCents: 4900,
      trialDays: 14,
    });
    for (const bad of [{ PRICE_CENTS: '10' }, { PRICE_CENTS: '29.5' }, { TRIAL_DAYS: '-1' }]) {
      expect(() => loadConfig(bad)).toThrow(ConfigError);
    }
  });

  it('takes Stripe with all four of its variables, and refuses some of them', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig(stripe).billing.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      priceId: 'price_1',
      webhookSecret: 'whsec_1',
    });
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/all four/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/all four/);
  });

  it('names every variable it cannot use, at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', TRIAL_DAYS: '-1', TWILIO_FROM: '+15550100' }),
    ).toThrow(/PORT[\s\S]*Twilio needs all three[\s\S]*TRIAL_DAYS/);
  });

  it('turns sizes and durations into the units the code uses', () => {
    const config = loadConfig({ WRITING_STORAGE_PER_PERSON_MB: '2', STATS_CACHE_SECONDS: '5' });
    expect(config.writingRoomBytes).toBe(2 * 1024 * 1024);
    expect(config.statsCacheMs).toBe(5000);
    expect(loadConfig({ APP_URL: 'https://journal.example/some/path' }).appUrl).toBe(
      'https://journal.example',
    );
  });

  it('makes moderators only of real contacts', () => {
    expect(loadConfig({ MODERATOR_CONTACTS: 'Ana@Example.com' }).moderatorContacts).toEqual([
      'ana@example.com',
    ]);
    expect(() => loadConfig({ MODERATOR_CONTACTS: 'ana@example.com,nobody' })).toThrow(
      /MODERATOR_CONTACTS: "nobody" is not a contact/,
    );
  });

  it('trusts proxy headers only when told to', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });
});
