import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contactRequestSchema, enquiryRequestSchema, messageListQuerySchema, newsletterRequestSchema } from './messages.ts';

const problems = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const contact = { name: 'Asha Rao', email: 'asha@example.com', phone: '', subject: 'Visit', message: 'Hello' };

describe('the message contracts', () => {
  it("use the forms' own sentences for missing fields, first problem first", () => {
    expect(problems(contactRequestSchema, {})).toEqual([
      ['name', 'Please enter your name.'],
      ['email', 'Please enter your email address.'],
      ['subject', 'Please enter a subject.'],
      ['message', 'Please write your message.'],
    ]);
    expect(problems(enquiryRequestSchema, { name: ' ', email: 'kiran@', message: '' })).toEqual([
      ['name', 'Please enter your name.'],
      ['email', 'Please enter a valid email address.'],
      ['message', 'Please write a message.'],
    ]);
    expect(problems(newsletterRequestSchema, { email: '   ' })).toEqual([['email', 'Please enter your email address.']]);
  });

  it('trim the text, keep no blank phone, and keep the newsletter address lower-cased', () => {
    expect(z.parse(contactRequestSchema, { ...contact, name: ' Asha Rao ', phone: '  ' })).toEqual({ ...contact, phone: null });
    expect(z.parse(enquiryRequestSchema, { name: 'K', email: 'k@example.com', message: 'Hi' }).phone).toBeNull();
    expect(z.parse(newsletterRequestSchema, { email: ' Reader@Example.COM ' })).toEqual({ email: 'reader@example.com' });
  });

  it('limit lengths and refuse text that cannot be stored', () => {
    expect(problems(contactRequestSchema, { ...contact, name: 'x'.repeat(101) })).toEqual([['name', 'Name must be at most 100 characters.']]);
    expect(problems(contactRequestSchema, { ...contact, message: 'x'.repeat(5001) })).toEqual([['message', 'Message must be at most 5000 characters.']]);
    expect(problems(contactRequestSchema, { ...contact, subject: 'a\u0000' })).toEqual([['subject', 'Subject contains characters that are not allowed.']]);
    expect(problems(contactRequestSchema, { ...contact, phone: 42 })).toEqual([['phone', 'Phone must be text.']]);
    expect(problems(contactRequestSchema, { ...contact, message: 'Line one\nLine two\t🏡' })).toEqual([]);
  });

  it('page the admin list from 1 by 20 by default', () => {
    expect(z.parse(messageListQuerySchema, {})).toEqual({ page: 1, page_size: 20 });
    expect(z.parse(messageListQuerySchema, { page: '3', page_size: '50', kind: 'enquiry' })).toEqual({ page: 3, page_size: 50, kind: 'enquiry' });
    expect(problems(messageListQuerySchema, { kind: 'deal' })).toEqual([['kind', 'Kind must be contact, enquiry or newsletter.']]);
  });
});
