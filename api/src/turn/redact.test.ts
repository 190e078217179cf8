import { describe, expect, it } from 'vitest';
import { maskContactDetails, preview, redactJsonText } from './redact';

describe('redaction of provenance', () => {
  it('keeps names, ids, dates and numbers; masks contact details and free text', () => {
    const result = JSON.stringify({
      id: 'p2',
      name: 'Priya Shah',
      role: 'claimant',
      email: 'priya@example.com',
      phone: '07700 900123',
      address: '12 Acacia Avenue, Leeds LS6 2AB',
      dateOfBirth: '1984-02-29',
      notes: 'Lives alone since her husband died; prefers calls after 6pm.',
      contacts: { inbound: 4, outbound: 3 },
    });
    const redacted = JSON.parse(redactJsonText(result));
    expect(redacted).toMatchObject({
      id: 'p2',
      name: 'Priya Shah',
      role: 'claimant',
      email: '[email]',
      phone: '[phone]',
      address: '[address]',
      dateOfBirth: '1984-02-29',
      contacts: { inbound: 4, outbound: 3 },
    });
    expect(redacted.notes).toMatch(/^\[text, \d+ chars\]$/);
    expect(JSON.stringify(redacted)).not.toMatch(/husband|Acacia|priya@|900123/);
  });

  it('masks contact details inside kept strings and leaves dates alone', () => {
    expect(maskContactDetails('Call 020 7946 0958 or mail a.b@example.co.uk on 2026-10-02')).toBe(
      'Call [phone] or mail [email] on 2026-10-02',
    );
  });

  it('summarises long text that is not JSON, and cuts previews', () => {
    expect(redactJsonText('x'.repeat(500))).toBe('[text, 500 chars]');
    expect(redactJsonText('No diagnosis recorded on this claim.')).toBe('No diagnosis recorded on this claim.');
    expect(preview('abcdef', 4)).toBe('abc…');
  });
});
