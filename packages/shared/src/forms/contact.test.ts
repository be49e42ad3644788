import { describe, expect, it } from 'vitest';
import { contactFormSchema, subscriberSchema } from './contact.js';
import { firstErrors } from './test-helpers.js';

describe('contactFormSchema', () => {
  it('accepts a message and reports the SPEC e-mail message when missing', () => {
    const form = { name: 'Niamh', email: 'niamh@example.ie', reason: '2', comment: 'Hello' };
    expect(contactFormSchema.parse(form)).toEqual({ ...form, reason: 2 });
    expect(contactFormSchema.parse({ ...form, reason: '/api/contact-us-reasons/3' }).reason).toBe(3);
    expect(firstErrors(contactFormSchema, { ...form, email: '' })).toEqual({
      email: 'Please add an email address before submission',
    });
    expect(firstErrors(contactFormSchema, {})).toEqual({
      name: 'Please add a name before submission',
      email: 'Please add an email address before submission',
      reason: 'Please add a reason before submission',
      comment: 'Please add a comment before submission',
    });
  });

  it('bounds the comment at 5000 characters', () => {
    const form = { name: 'N', email: 'n@e.ie', reason: 1, comment: 'x'.repeat(5001) };
    expect(firstErrors(contactFormSchema, form)).toEqual({
      comment: 'Comment must be at most 5000 characters',
    });
  });
});

describe('subscriberSchema', () => {
  it('requires holdingSubscriber to be true', () => {
    expect(subscriberSchema.parse({ email: 'a@b.ie', holdingSubscriber: true })).toEqual({
      email: 'a@b.ie',
      holdingSubscriber: true,
    });
    expect(subscriberSchema.safeParse({ email: 'a@b.ie', holdingSubscriber: false }).success).toBe(false);
    expect(firstErrors(subscriberSchema, { email: 'nope', holdingSubscriber: true })).toEqual({
      email: 'Email incorrect format',
    });
  });
});
