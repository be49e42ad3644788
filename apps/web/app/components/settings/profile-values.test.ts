import { settingsFormSchema } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { profileFormData, profileInput, profileValuesFrom } from './profile-values';

const user = {
  email: 'member@stride.test',
  phone: null,
  countryCode: 'IE',
  firstname: 'Aoife',
  lastname: 'Kelly',
  dateOfBirth: '1980-02-03',
  address: null,
  address2: null,
  city: 'Dublin',
  postalCode: null,
  contactByEmail: true,
  contactByPhone: false,
};

describe('profile values', () => {
  it('start from the user with empty strings for missing fields', () => {
    expect(profileValuesFrom(user)).toMatchObject({
      phone: '',
      address: '',
      city: 'Dublin',
      contactByPhone: false,
    });
  });

  it('survive the trip through a form submission', () => {
    const values = profileValuesFrom(user);
    expect(profileInput(profileFormData(values))).toEqual(values);
  });

  it('pass the shared settings schema, which refuses a phone under 10 characters', () => {
    const values = profileValuesFrom(user);
    expect(settingsFormSchema.safeParse(values).success).toBe(true);
    const short = settingsFormSchema.safeParse({ ...values, phone: '12345' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Phone number must be between 10 and 20 characters');
  });
});
