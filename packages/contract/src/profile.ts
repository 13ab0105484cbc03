import { z } from 'zod';
import { defineCall } from './call.js';
import { byCode } from './field-codes.js';

/** A saved address template of the customer, names in the request language. */
export const savedAddress = z
  .object({
    id: z.string(),
    name: z.string(),
    countryCode: z.string(),
    countryName: z.string().nullable(),
    zone: z.string().nullable(),
    zoneName: z.string().nullable(),
    city: z.string(),
    address: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: 'SavedAddress' });

export const personalInfo = z
  .object({
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
    addresses: z.array(savedAddress),
  })
  .meta({ id: 'PersonalInfo' });

export type SavedAddress = z.infer<typeof savedAddress>;
export type PersonalInfo = z.infer<typeof personalInfo>;

/** Letters of any script, spaces, hyphens, apostrophes and dots: "Anne-Marie", "O'Neil", "Пётр". */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** spec-coverage 5.4: a first or last name of 1–32 characters, letters only. */
const personName = z
  .string()
  .trim()
  .min(1, { error: byCode('required'), abort: true })
  .max(32, { error: 'Must not be longer than 32 characters', abort: true })
  .regex(NAME, byCode('invalid_characters'));

/**
 * spec-coverage 5.4: a phone of 5–20 characters; the server also checks that it is a real number
 * ('Invalid phone number'). Empty removes the phone: a customer may keep none until checkout.
 */
const personalPhone = z
  .string()
  .trim()
  .max(20, { error: 'Must not be longer than 20 characters', abort: true })
  .refine((phone) => phone === '' || phone.length >= 5, { error: 'Must be at least 5 characters', abort: true })
  .refine((phone) => phone === '' || /^\+?[\d\s().-]+$/.test(phone), byCode('invalid_characters'));

export const personalUpdate = z
  .object({ firstname: personName, lastname: personName, phone: personalPhone.default('') })
  .meta({ id: 'PersonalUpdate' });
export type PersonalUpdate = z.input<typeof personalUpdate>;

/** A required text of at most `max` characters, trimmed. */
const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: byCode('required'), abort: true })
    .max(max, { error: `Must not be longer than ${max} characters`, abort: true });

/**
 * spec-coverage 2.8.2, 5.4: an address template as the profile edits it. Address at most 128,
 * postal code 3–15 (spec §5); the server checks that the country and region exist.
 */
export const savedAddressInput = z
  .object({
    name: boundedText(64),
    countryCode: z
      .string()
      .trim()
      .min(1, { error: byCode('required'), abort: true })
      .regex(/^[A-Za-z]{2}$/, 'Unknown country')
      .transform((code) => code.toUpperCase()),
    zone: z.string().trim().max(16, byCode('invalid_characters')).default(''),
    city: boundedText(128),
    address: boundedText(128),
    postalCode: boundedText(15)
      .refine((code) => code.length >= 3, { error: 'Must be at least 3 characters', abort: true })
      .refine((code) => /^[\dA-Za-z -]+$/.test(code), byCode('invalid_characters')),
  })
  .meta({ id: 'SavedAddressInput' });
export type SavedAddressInput = z.input<typeof savedAddressInput>;

export const addressIdParams = z.object({ id: z.uuid('Unknown address') });

export const profileCalls = {
  personal: defineCall({
    id: 'getPersonalInfo',
    method: 'GET',
    path: '/profile/personal',
    summary: 'Personal information of the signed-in customer, with saved addresses',
    tag: 'profile',
    auth: 'customer',
    response: personalInfo,
  }),
  updatePersonal: defineCall({
    id: 'updatePersonalInfo',
    method: 'PUT',
    path: '/profile/personal',
    summary: "Changes the signed-in customer's names and phone; answers the personal information as saved",
    tag: 'profile',
    auth: 'customer',
    body: personalUpdate,
    response: personalInfo,
  }),
  updateAddress: defineCall({
    id: 'updateSavedAddress',
    method: 'PUT',
    path: '/profile/addresses/:id',
    summary: "Changes one of the signed-in customer's saved addresses; another's answers 404, the same place twice 409",
    tag: 'profile',
    auth: 'customer',
    params: addressIdParams,
    body: savedAddressInput,
    response: savedAddress,
    errors: ['not_found', 'conflict'],
  }),
  deleteAddress: defineCall({
    id: 'deleteSavedAddress',
    method: 'DELETE',
    path: '/profile/addresses/:id',
    summary: "Deletes one of the signed-in customer's saved addresses; another's answers 404",
    tag: 'profile',
    auth: 'customer',
    params: addressIdParams,
    errors: ['not_found'],
  }),
};
