import { describe, expect, it } from 'vitest';
import { defaultEnquiryMessage, emptyEnquiry } from './enquiry.ts';
import { validateEnquiry } from './enquiry-validation.ts';

describe('validateEnquiry', () => {
  it('accepts a complete enquiry without a phone number', () => {
    expect(validateEnquiry({ ...emptyEnquiry('Sea Breeze Villa'), name: 'Asha', email: 'asha@example.com' })).toEqual({});
  });

  it('asks for name, email and message', () => {
    expect(validateEnquiry({ name: ' ', email: '', phone: '', message: '  ' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please write a message.',
    });
  });

  it('rejects an email address that cannot be one', () => {
    expect(validateEnquiry({ name: 'Asha', email: 'asha@', phone: '', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });
});

describe('defaultEnquiryMessage', () => {
  it('names the listing and asks for more information', () => {
    expect(defaultEnquiryMessage('Sea Breeze Villa')).toContain('Sea Breeze Villa');
    expect(defaultEnquiryMessage('Sea Breeze Villa')).toContain('more information');
  });
});
