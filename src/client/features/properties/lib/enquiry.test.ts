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

describe('emptyEnquiry', () => {
  it('starts with the sender’s details, or empty fields for a visitor', () => {
    const sender = { name: 'Meera Nair', email: 'meera@example.com', phone: '+91 98450 12345' };
    expect(emptyEnquiry('Sea Breeze Villa', sender)).toMatchObject(sender);
    expect(emptyEnquiry('Sea Breeze Villa', { name: 'Meera Nair' })).toMatchObject({ name: 'Meera Nair', email: '', phone: '' });
    expect(emptyEnquiry('Sea Breeze Villa')).toMatchObject({ name: '', email: '', phone: '' });
  });
});
